import type { PolicyDocument } from '../../policy-document';

const termsAndConditions: PolicyDocument = {
  title: 'Termini e condizioni',
  updated: '2026-11-23',
  intro: [
    'I presenti Termini costituiscono l’accordo tra te e il Gestore, l’organizzazione che gestisce questa installazione di KPlay ("noi"). Riguardano K-Quest, K-Drop, il wallet e lo store, i clan, le carte Proof of Gamer e l’arena Klash. La nostra Informativa sulla privacy, la Politica AML e KYC e l’Informativa sui rischi ne fanno parte.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Accettazione dei presenti Termini',
      paragraphs: [
        'Creando un account o usando KPlay accetti i presenti Termini. Se non sei d’accordo, non usare KPlay. Alcune missioni, campagne e voucher hanno regole aggiuntive indicate nella loro pagina; si applicano anche quelle.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Chi può usare KPlay',
      paragraphs: [
        'Devi avere almeno 18 anni ed essere autorizzato dalla legge del tuo paese a partecipare a programmi a premi. Alcune campagne sono aperte solo in determinati paesi. Non puoi usare una VPN o dati falsi per partecipare a una campagna che non è aperta nel luogo in cui vivi.',
      ],
    },
    {
      id: 'account',
      heading: 'Il tuo account e l’accesso',
      paragraphs: [
        'Accedi con il tuo numero di telefono e un codice monouso, oppure con Google o Telegram. Tieni riservati il tuo telefono e i tuoi codici: sei responsabile di ciò che accade sul tuo account. Il tuo nome utente deve contenere da 5 a 10 lettere o cifre e non deve imitare un’altra persona né essere offensivo.',
        'Una persona, un account. Non puoi creare, comprare, vendere, condividere o controllare più di un account, e ogni account riceve un proprio indirizzo di wallet EVM in custodia, che resta collegato a esso.',
      ],
    },
    {
      id: 'currencies-and-ledger',
      heading: 'Valute e saldo',
      paragraphs: [
        'KPlay usa K-Cash, un token di ricompensa secondario, K-Points e USDT. Ogni accredito e addebito è registrato nel nostro registro contabile, che costituisce la registrazione ufficiale dei tuoi saldi. Le scritture non vengono mai modificate: un errore si corregge con una nuova scrittura di rettifica, e possiamo stornare le ricompense accreditate per errore o ottenute barando.',
        'Non puoi trasferire saldi a un altro utente, a meno che l’app non offra una funzione apposita. Puoi convertire USDT in K-Cash al tasso di 1 USDT = 1000 K-Cash e acquistare K-Cash al prezzo indicato prima del pagamento. Acquisti e conversioni sono definitivi una volta confermati, salvo diversa disposizione di legge. I K-Points non hanno valore in denaro.',
      ],
    },
    {
      id: 'quests-and-campaigns',
      heading: 'Missioni, campagne e fair play',
      paragraphs: [
        'Ogni missione e campagna K-Drop mostra le sue attività, le date, il montepremi e gli eventuali limiti di paese o di posti. Verifichiamo le attività automaticamente o insieme al partner; un’attività conta solo quando risulta verificata. Le ricompense vengono accreditate dopo la fine della campagna e possono essere inferiori alla stima se il montepremi si esaurisce.',
        'Barare rovina KPlay per tutti. Se fai una qualsiasi delle cose seguenti, possiamo annullare le tue ricompense, confiscare i tuoi saldi e chiudere tutti gli account coinvolti:',
      ],
      list: [
        'Usare bot, script, emulatori o automazioni per completare attività o giochi.',
        'Gestire più account, o usare telefoni, PAN o conti bancari di altre persone.',
        'Falsificare prove, comprare follower o cancellare azioni sui social dopo che sono state verificate.',
        'Sfruttare i bug invece di segnalarli all’assistenza.',
      ],
    },
    {
      id: 'earnings-and-kyc',
      heading: 'Ritiro dei guadagni e KYC',
      paragraphs: [
        'Per ritirare i guadagni devi superare il KYC descritto nella Politica AML e KYC, con documenti e un conto bancario intestati a te. Prima del pagamento possono essere trattenute imposte, e l’app ti mostra l’importo prima della conferma. I guadagni non ritirati entro la data di scadenza indicata nell’app possono scadere. Possiamo sospendere i pagamenti mentre esaminiamo un account.',
      ],
    },
    {
      id: 'store-vouchers',
      heading: 'Voucher dello store',
      paragraphs: [
        'I voucher del K-Store sono forniti da marchi partner. Un riscatto è definitivo una volta confermato: non possiamo cambiarlo né rimborsarlo sul tuo saldo, tranne quando un voucher che abbiamo consegnato non funziona. Ogni voucher segue le condizioni del suo partner, come la data di scadenza e dove può essere usato, e il partner è responsabile dei beni o del servizio.',
      ],
    },
    {
      id: 'clans',
      heading: 'Clan',
      paragraphs: [
        'Il capo clan crea un clan con nome, città, paese, logo, banner e descrizione, ed è responsabile di mantenerli rispettosi e leciti, di accogliere i membri e di tenere il clan libero da imbrogli. I capi non possono chiedere denaro ai membri, vendere posti o promettere ricompense che non offriamo.',
        'Per mantenere i clan stabili, un capo può eliminare un clan solo dopo un numero minimo di giorni, e dopo aver lasciato o eliminato un clan devi attendere un numero minimo di giorni prima di entrare in un altro o di crearne uno nuovo. L’app mostra i valori in vigore. Possiamo rinominare, nascondere o rimuovere un clan che violi i presenti Termini.',
      ],
    },
    {
      id: 'proof-of-gamer',
      heading: 'Carta Proof of Gamer e nomi',
      paragraphs: [
        'Il tuo nome POG deve contenere da 5 a 12 lettere o cifre ed essere unico. Riserviamo i nomi di marchi, giochi, personaggi pubblici, ruoli di KPlay e del personale, e possiamo riprenderci un nome che impersona qualcuno o è offensivo. Una carta POG coniata è legata al tuo account e non può essere venduta né spostata su un altro account. I suoi punteggi sono calcolati da noi e possono cambiare.',
      ],
    },
    {
      id: 'conduct',
      heading: 'I tuoi contenuti e il tuo comportamento',
      paragraphs: [
        'Ciò che pubblichi, come descrizioni del clan, loghi e link di prova, è tuo, e ci autorizzi a mostrarlo all’interno di KPlay e nei link di condivisione. Non pubblicare contenuti illegali, d’odio, sessuali, violenti o ingannevoli, né contenuti che usano l’opera o l’immagine di altri senza permesso. Non molestare altri gamer, non fare spam e non attaccare i nostri sistemi.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Giochi e servizi di terzi',
      paragraphs: [
        'I giochi dell’arena Klash, le campagne dei partner e i servizi collegati come X, Discord, Google, Telegram e Steam sono gestiti da altri secondo le loro condizioni. Non ne siamo responsabili. L’uso che ne fai riguarda solo te e loro.',
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Sospensione e chiusura',
      paragraphs: [
        'Possiamo sospendere o chiudere il tuo account, con preavviso ove possibile, se violi i presenti Termini, se la legge lo richiede o per proteggere altri utenti. I saldi ottenuti violando le regole vengono confiscati. Puoi andartene in qualsiasi momento chiedendo l’eliminazione su /delete-user-account; ritira prima i tuoi guadagni.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Esclusioni di garanzia e limitazione di responsabilità',
      paragraphs: [
        'KPlay è fornita "così com’è". Cerchiamo di mantenerla funzionante e accurata, ma non garantiamo che sia sempre disponibile o priva di errori, né che una ricompensa mantenga il suo valore. Nei limiti consentiti dalla legge, non rispondiamo di perdite indirette, mancati profitti o perdite causate da giochi di terzi, blockchain o dal tuo dispositivo, e la nostra responsabilità complessiva nei tuoi confronti è limitata all’importo che ci hai pagato nei dodici mesi precedenti il reclamo. Nulla di quanto qui previsto esclude i diritti che ti riconosce la normativa a tutela dei consumatori.',
      ],
    },
    {
      id: 'law-changes-contact',
      heading: 'Legge applicabile, modifiche e contatti',
      paragraphs: [
        'I presenti Termini sono regolati dalla legge della giurisdizione del Gestore indicata nell’app, e le controversie sono di competenza dei tribunali ivi indicati, senza privarti delle tutele del paese in cui vivi. Possiamo aggiornare i presenti Termini; in tal caso cambiamo la data indicata sopra e annunciamo le modifiche importanti nell’app prima che si applichino. Contattaci tramite il canale di assistenza indicato nell’app.',
      ],
    },
  ],
};

export default termsAndConditions;
