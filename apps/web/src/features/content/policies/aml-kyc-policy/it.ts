import type { PolicyDocument } from '../../policy-document';

const amlKycPolicy: PolicyDocument = {
  title: 'Politica AML e KYC',
  updated: '2026-11-23',
  intro: [
    'Questa politica spiega perché KPlay chiede ad alcuni giocatori di dimostrare chi sono, quando lo chiede, cosa verifica e che fine fanno le informazioni. "Noi" e "il Gestore" indicano l’organizzazione che gestisce questa installazione di KPlay.',
    'KYC significa "know your customer" (conosci il tuo cliente). AML significa "anti-money laundering" (antiriciclaggio). Insieme fanno sì che le ricompense vadano a gamer reali, bloccano le frodi e ci permettono di rispettare le leggi fiscali e finanziarie dei paesi in cui si usa KPlay, soprattutto India e Brasile, e anche Nepal e Bangladesh.',
  ],
  sections: [
    {
      id: 'why-we-check',
      heading: 'Perché verifichiamo la tua identità',
      paragraphs: [
        'KPlay paga valore reale: K-Cash, il token di ricompensa e USDT, che puoi ritirare, convertire o spendere nello store. Tutto ciò che ha valore attira chi cerca di barare, riciclare denaro o ottenere ricompense più volte con account falsi.',
        'Verificare l’identità prima che il denaro lasci la piattaforma ci permette di assicurarci che ognuno ritiri solo i propri guadagni, che le ricompense non vadano a persone soggette a sanzioni e che le imposte siano trattenute e dichiarate correttamente dove la legge lo richiede.',
      ],
    },
    {
      id: 'when-kyc-is-required',
      heading: 'Quando è richiesto il KYC',
      paragraphs: [
        'Puoi registrarti, completare missioni, entrare in un clan e giocare nell’arena Klash senza KYC. Lo chiediamo in questi momenti:',
      ],
      list: [
        'Prima di ritirare i guadagni per la prima volta nella pagina Ritira i guadagni.',
        'Quando gli importi che hai ritirato, acquistato o convertito superano un limite fissato dal Gestore. Il limite è indicato nell’app prima che tu lo raggiunga.',
        'Quando cambiano il tuo conto bancario o i tuoi dati di pagamento.',
        'Quando i nostri controlli segnalano attività insolite sul tuo account (vedi "Monitoraggio" più avanti).',
        'Quando una legge, un tribunale o un’autorità di regolamentazione ci impone di verificare di nuovo.',
      ],
    },
    {
      id: 'documents-we-ask-for',
      heading: 'Documenti che chiediamo',
      paragraphs: [
        'In India chiediamo i documenti elencati sotto. L’app accetta solo valori nel formato corretto, per esempio un numero di conto bancario da 9 a 18 cifre e un IFSC di 11 caratteri (quattro lettere, uno zero, poi sei lettere o cifre).',
      ],
      list: [
        'PAN (Permanent Account Number): obbligatorio prima di ritirare i guadagni, perché la legge fiscale indiana collega i pagamenti e le imposte trattenute al tuo PAN.',
        'Aadhaar: lo verifichiamo tramite un fornitore di verifica autorizzato e conserviamo solo un numero mascherato che mostra le ultime quattro cifre. Non conserviamo mai il tuo numero Aadhaar completo né dati biometrici, e non chiediamo mai una foto della tessera.',
        'Numero di conto bancario e IFSC: il conto deve essere intestato a te, e il nome deve corrispondere a quello del tuo PAN. I guadagni vengono pagati solo su un conto verificato.',
        'In Brasile chiediamo il tuo CPF e un conto bancario intestato a te. In Nepal, Bangladesh e altri paesi l’app indica il documento d’identità nazionale o il codice fiscale applicabile, come il PAN in Nepal o il NID in Bangladesh.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Controllo delle sanzioni',
      paragraphs: [
        'Quando completi il KYC, e di nuovo ogni volta che le liste delle sanzioni cambiano, confrontiamo il tuo nome e il tuo paese con l’elenco consolidato del Consiglio di sicurezza delle Nazioni Unite e con le liste applicabili al Gestore, come quelle pubblicate ai sensi della legge indiana.',
        'Gli indirizzi di wallet che ricevono prelievi vengono confrontati con le liste pubblicate di indirizzi blockchain sanzionati. In caso di corrispondenza sospendiamo i pagamenti dell’account durante la verifica, e non possiamo offrire il servizio in caso di corrispondenza confermata.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Monitoraggio delle attività insolite',
      paragraphs: [
        'Teniamo d’occhio gli schemi che fanno pensare a frodi o riciclaggio. Una segnalazione non significa che hai fatto qualcosa di sbagliato; significa che una persona la esaminerà. Esempi:',
      ],
      list: [
        'Molti account che usano lo stesso dispositivo, telefono, conto bancario, PAN o wallet.',
        'Ricompense ritirate molto più in fretta di quanto una persona potrebbe completare le attività, il che spesso indica un bot.',
        'Acquistare o convertire importi elevati e cercare subito di prelevarli.',
        'Accessi da un paese diverso da quello del tuo KYC, o nascondere la tua posizione per partecipare a campagne non aperte nel tuo paese.',
        'Pagamenti inviati a conti o wallet che non ti appartengono.',
      ],
    },
    {
      id: 'tax-withholding',
      heading: 'TDS e ritenuta d’imposta in India',
      paragraphs: [
        'Dove la legge indiana sull’imposta sul reddito lo richiede, tratteniamo l’imposta alla fonte (TDS) sui tuoi guadagni prima di pagarli. L’aliquota dipende dal tipo di ricompensa e dalla legge in vigore. La schermata Ritira i guadagni mostra l’importo lordo, l’imposta trattenuta e l’importo che riceverai prima della conferma.',
        'Versiamo l’imposta a nome del tuo PAN, così che compaia nel tuo Form 26AS e nell’Annual Information Statement, e su richiesta possiamo fornirti un certificato TDS. Se il tuo PAN manca o non è valido, la legge può imporre un’aliquota più alta. Altri paesi possono avere regole proprie sulle ritenute; l’app ti avvisa quando si applicano. Il pagamento di ogni ulteriore imposta dovuta è a tuo carico.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Conservazione delle registrazioni',
      paragraphs: [
        'Conserviamo l’esito di ogni verifica, i numeri mascherati dei tuoi documenti, la data di ogni verifica e il registro di ogni movimento di valore sul tuo account. Conserviamo queste registrazioni per il tempo richiesto dalle leggi antiriciclaggio e fiscali, che in India può arrivare a cinque anni dopo la chiusura dell’account, anche se elimini il tuo account. Trascorso tale periodo, vengono eliminate o rese anonime.',
        'Solo il personale che ha bisogno delle registrazioni KYC per il proprio lavoro può vederle. L’Informativa sulla privacy spiega come proteggiamo e condividiamo i dati personali.',
      ],
    },
    {
      id: 'refusal-and-suspension',
      heading: 'Rifiuto, blocchi e sospensione',
      paragraphs: [
        'Possiamo rifiutare il KYC, bloccare i guadagni mentre esaminiamo un account, limitare conversioni, acquisti o prelievi, o sospendere l’account se fornisci documenti falsi o di altri, non superi un controllo delle sanzioni, ti rifiuti di rispondere a domande ragionevoli o sei collegato a frodi o abusi. Le ricompense ottenute barando o con account multipli vengono confiscate ai sensi dei Termini e condizioni.',
        'Dove la legge lo richiede, segnaliamo le attività sospette alle autorità, come la Financial Intelligence Unit in India o il COAF in Brasile. La legge può vietarci di dirti che è stata fatta una segnalazione.',
      ],
    },
    {
      id: 'contact',
      heading: 'Domande e contatti',
      paragraphs: [
        'Se il tuo KYC è stato rifiutato, i tuoi guadagni sono bloccati o pensi che una verifica sia stata sbagliata, scrivici tramite il canale di assistenza indicato nell’app. Indicaci il tuo nome utente e cosa è successo. Non inviare mai in un messaggio il tuo numero Aadhaar completo, password o codici monouso: non te li chiederemo mai.',
      ],
    },
  ],
};

export default amlKycPolicy;
