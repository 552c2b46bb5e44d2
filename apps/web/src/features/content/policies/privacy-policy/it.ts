import type { PolicyDocument } from '../../policy-document';

const privacyPolicy: PolicyDocument = {
  title: 'Informativa sulla privacy',
  updated: '2026-11-23',
  intro: [
    'Questa informativa spiega quali dati personali raccoglie KPlay, perché, chi li vede e quale controllo hai su di essi. "Noi" e "il Gestore" indicano l’organizzazione che gestisce questa installazione di KPlay ed è responsabile dei tuoi dati: il Data Fiduciary ai sensi della legge indiana del 2023 sulla protezione dei dati personali digitali (DPDP Act) e il titolare del trattamento ai sensi della LGPD brasiliana.',
    'Non vendiamo i tuoi dati personali e non li usiamo per mostrarti pubblicità di terzi.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Quali dati raccogliamo',
      paragraphs: ['Raccogliamo solo ciò che serve alle funzioni che usi:'],
      list: [
        'Account: numero di telefono, email se ne aggiungi una, nome utente, nome e le scelte del profilo come paese, città, università, ruolo preferito e piattaforma.',
        'Accesso: codici monouso (verificati e poi eliminati) e l’id, l’email o il nome utente che Google o Telegram condividono quando li usi per accedere.',
        'Account collegati: i tuoi id e nomi utente su X (Twitter), Discord, Google, Telegram e Steam, e le azioni pubbliche verificate da un’attività.',
        'Wallet: l’indirizzo del tuo wallet EVM in custodia, ogni wallet che colleghi, i tuoi saldi e le tue transazioni.',
        'Posizione: il tuo paese approssimativo e il prefisso telefonico, ricavati dal tuo indirizzo IP. Non usiamo il GPS.',
        'Dispositivo e utilizzo: piattaforma (browser, Android, iOS, desktop), tipo di dispositivo ed eventi di analisi con il nome della pagina, ciò che hai toccato e un id di sessione (una sessione termina dopo 30 minuti di inattività).',
        'Attività: le missioni e le campagne a cui partecipi, le prove che invii, i tuoi id nei giochi di terzi, il tuo clan e l’email, la città, il telefono e l’università indicati in una candidatura a capo clan.',
        'KYC: PAN, numero Aadhaar mascherato (mai il numero completo), conto bancario e IFSC, o l’equivalente del tuo paese, come il CPF in Brasile, e l’esito di ogni verifica.',
        'Selfie: solo se scegli di caricarne uno per il tuo avatar.',
      ],
    },
    {
      id: 'selfie-and-avatar',
      heading: 'Il tuo selfie e il tuo avatar',
      paragraphs: [
        'Il selfie è facoltativo; puoi scegliere un personaggio già pronto. Se ne carichi uno, lo usiamo solo per generare il tuo avatar Proof of Gamer, mai per verificare l’identità o per il riconoscimento facciale. Il selfie viene eliminato appena l’avatar è generato, oppure entro 30 giorni se la generazione non si conclude. L’avatar fa parte della tua carta POG pubblica.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Perché usiamo i tuoi dati',
      paragraphs: [],
      list: [
        'Per creare il tuo account e mantenerti connesso.',
        'Per verificare le attività, accreditare le ricompense e mostrare classifiche, clan e carte POG.',
        'Per tenere il registro contabile ed elaborare conversioni, acquisti, riscatti nello store e pagamenti.',
        'Per verificare l’identità, trattenere le imposte, rispettare la normativa antiriciclaggio (vedi la Politica AML e KYC) e individuare bot, account multipli e frodi.',
        'Per mostrarti le campagne del tuo paese, rispondere alle richieste di assistenza e migliorare l’app.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Le nostre basi giuridiche',
      paragraphs: [
        'India (DPDP Act): ci basiamo sul tuo consenso, dato quando ti registri, colleghi un account, carichi un selfie o avvii il KYC, e sugli usi legittimi consentiti dalla legge, come l’adempimento degli obblighi fiscali e antiriciclaggio. Puoi revocare il consenso in qualsiasi momento; le funzioni che ne hanno bisogno smettono allora di funzionare.',
        'Brasile (LGPD): ci basiamo sull’esecuzione del nostro contratto con te (i Termini e condizioni), sugli obblighi di legge, sul nostro legittimo interesse a prevenire le frodi e a mantenere KPlay sicura, e sul tuo consenso per elementi facoltativi come il selfie.',
        'Altrove, compresi Nepal e Bangladesh, offriamo la stessa protezione e rispettiamo la legge locale.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Con chi li condividiamo',
      paragraphs: [
        'I nostri fornitori di servizi (responsabili del trattamento) agiscono solo su nostra istruzione, in base a un contratto:',
      ],
      list: [
        'Un fornitore di SMS o messaggistica che consegna i codici monouso.',
        'Un fornitore di verifica dell’identità che controlla PAN, Aadhaar, CPF e dati bancari.',
        'Fornitori di pagamento per gli acquisti di K-Cash e i pagamenti su conto bancario.',
        'Servizi di hosting, analisi, generazione di avatar e accorciamento dei link.',
        'Partner di giochi e campagne, che ricevono solo ciò che serve per verificare un’attività, come il tuo id di gioco.',
      ],
    },
    {
      id: 'public-information',
      heading: 'Cosa possono vedere gli altri',
      paragraphs: [
        'Gli altri utenti vedono il tuo nome utente, la tua carta POG, il tuo avatar, i punteggi, i badge, il clan e la posizione in classifica. Le transazioni blockchain dell’indirizzo del tuo wallet sono pubbliche e permanenti. Comunichiamo dati quando lo richiede una legge, un tribunale o un’autorità di regolamentazione.',
      ],
    },
    {
      id: 'retention',
      heading: 'Per quanto tempo li conserviamo',
      paragraphs: [
        'Dati dell’account: finché il tuo account è aperto. Eventi di analisi: fino a 24 mesi, poi solo i totali. Registrazioni KYC: per il tempo richiesto dalle leggi fiscali e antiriciclaggio, che in India può arrivare a cinque anni dopo la chiusura dell’account. Registrazioni contabili: in modo permanente ai fini contabili, rese anonime una volta eliminato il tuo account.',
      ],
    },
    {
      id: 'security',
      heading: 'Come li proteggiamo',
      paragraphs: [
        'Cifriamo le connessioni e i dati KYC, conserviamo le chiavi dei wallet in custodia in sistemi protetti, limitiamo l’accesso del personale e teniamo numeri di telefono e codici fuori dai log. Non condividere mai il tuo codice monouso con nessuno, nemmeno con chi dice di essere dell’assistenza. Se una violazione dei dati ti riguarda, informeremo te e le autorità come richiesto dalla legge.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'I tuoi diritti e come esercitarli',
      paragraphs: [
        'Puoi chiedere un riepilogo dei tuoi dati e di chi li ha ricevuti, farli correggere o cancellare, revocare il consenso e, ai sensi della LGPD, portarne una copia altrove. Ai sensi del DPDP Act puoi designare una persona che agisca per te in caso di morte o di incapacità.',
        'Modifica il tuo profilo, o scollega account e wallet, dalla tua pagina del profilo. Per tutto il resto scrivici tramite il canale di assistenza indicato nell’app; verifichiamo che sia tu con un codice monouso e rispondiamo entro 30 giorni. Puoi anche presentare reclamo al Data Protection Board of India o all’ANPD brasiliana.',
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Eliminare il tuo account',
      paragraphs: [
        'Chiedi l’eliminazione su /delete-user-account. Ritira prima i tuoi guadagni: i saldi rimasti su un account eliminato vanno persi. Durante il periodo di tolleranza indicato nell’app puoi annullare la richiesta tramite l’assistenza; trascorso tale periodo, i tuoi dati personali vengono rimossi. Le registrazioni contabili anonimizzate e le registrazioni KYC richieste dalla legge restano; le registrazioni pubbliche sulla blockchain non possono essere cancellate.',
      ],
    },
    {
      id: 'children',
      heading: 'Età minima',
      paragraphs: [
        'KPlay è riservata alle persone di almeno 18 anni, per tutte le funzioni, compreso giocare senza guadagnare. Se scopriamo che un account appartiene a una persona minore di 18 anni, lo chiudiamo ed eliminiamo i suoi dati.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookie e archiviazione sul tuo dispositivo',
      paragraphs: ['Non usiamo cookie pubblicitari, solo ciò che serve all’app per funzionare:'],
      list: [
        'Cookie del token di accesso e del token di aggiornamento, che ti mantengono connesso fino a 30 giorni; uscire dall’account li rimuove.',
        'Un elemento di archiviazione locale chiamato "language" con la lingua che hai scelto.',
        'Elementi di archiviazione locale per il tuo id utente, l’indirizzo del wallet, il metodo di accesso, la posizione approssimativa e l’attesa di 3 minuti dopo un accesso non riuscito.',
        'Una cache del service worker con il codice, gli stili e le immagini dell’app stessa, per caricarla velocemente sulle reti lente; non contiene dati personali.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Trasferimenti internazionali',
      paragraphs: [
        'I nostri server e fornitori possono trovarsi all’estero. Trasferiamo dati solo dove il DPDP Act lo consente e, per il Brasile, con le garanzie della LGPD, come le clausole contrattuali standard.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Modifiche e contatti',
      paragraphs: [
        'Quando questa informativa cambia, aggiorniamo la data indicata sopra, annunciamo le modifiche importanti nell’app e, se necessario, ti chiediamo di nuovo il consenso. Per domande, richieste o reclami, usa il canale di assistenza indicato nell’app.',
      ],
    },
  ],
};

export default privacyPolicy;
