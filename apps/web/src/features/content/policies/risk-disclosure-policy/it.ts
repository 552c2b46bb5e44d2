import type { PolicyDocument } from '../../policy-document';

const riskDisclosurePolicy: PolicyDocument = {
  title: 'Informativa sui rischi',
  updated: '2026-11-23',
  intro: [
    'KPlay è un posto dove giocare, completare missioni e guadagnare ricompense. Alcune di queste ricompense sono token digitali, e alcune possono essere convertite in denaro. Questo comporta rischi che devi capire prima di acquistare K-Cash, convertire USDT, collegare un wallet o ritirare i guadagni. "Noi" e "il Gestore" indicano l’organizzazione che gestisce questa installazione di KPlay.',
    'Leggi questa pagina insieme ai Termini e condizioni. Se qualcosa non è chiaro, chiedicelo tramite il canale di assistenza indicato nell’app prima di spendere o spostare qualsiasi valore.',
  ],
  sections: [
    {
      id: 'not-an-investment',
      heading: 'Le ricompense non sono investimenti',
      paragraphs: [
        'K-Cash, il token di ricompensa, i K-Points, le carte POG e le ricompense delle campagne sono premi per la partecipazione. Non sono azioni, depositi, risparmi o prodotti d’investimento, e non ti danno alcuna proprietà di KPlay, del Gestore o di un gioco. Nessuno in KPlay può prometterti che ciò che guadagni o acquisti varrà di più in futuro.',
        'Non acquistare K-Cash e non partecipare alle campagne sperando di ottenere un profitto, e non spendere mai denaro che non puoi permetterti di perdere.',
      ],
    },
    {
      id: 'value-can-change',
      heading: 'Il valore dei token può cambiare',
      paragraphs: [
        'Il token di ricompensa secondario e ogni token pagato da una campagna possono salire o scendere di valore rapidamente, o non valere più nulla. Il loro prezzo può dipendere dai mercati, dal progetto che li sostiene e da eventi che non controlliamo. Una campagna può mostrare all’inizio un valore stimato molto diverso dal valore al momento dell’accredito delle ricompense.',
        'USDT è una stablecoin emessa da un terzo. Mira a restare pari a un dollaro statunitense, ma può perdere questo aggancio, e il suo valore in rupie, real o nella tua valuta cambia con i tassi di cambio.',
      ],
    },
    {
      id: 'k-cash',
      heading: 'Quanto vale il K-Cash',
      paragraphs: [
        'Il K-Cash è una valuta interna all’app. Non ha valore in denaro, tranne dove l’app lo offre chiaramente, per esempio quando riscatti voucher nello store o ritiri guadagni in K-Cash dopo il KYC. Una conversione trasforma USDT in K-Cash al tasso di 1 USDT = 1000 K-Cash, e l’app potrebbe non offrire un modo per tornare da K-Cash a USDT.',
        'I K-Points sono punti validi solo per i progressi e le classifiche. Non possono essere acquistati, venduti né ritirati come denaro. Possiamo cambiare l’uso che si può fare di K-Cash e K-Points, dandone avviso nell’app.',
      ],
    },
    {
      id: 'blockchain-risks',
      heading: 'Rischi della blockchain',
      paragraphs: [
        'Alcune ricompense, conversioni e carte POG usano blockchain pubbliche. Le blockchain funzionano in modo diverso dalle banche:',
      ],
      list: [
        'Le transazioni non possono essere annullate. Né noi né nessun altro può annullare un trasferimento una volta confermato.',
        'I token inviati a un indirizzo sbagliato, o sulla rete sbagliata, di solito sono persi per sempre. Controlla sempre indirizzo e rete prima di firmare.',
        'Le reti applicano commissioni di gas. Le commissioni variano con il traffico, possono essere alte e non vengono rimborsate se una transazione fallisce.',
        'Smart contract, bridge e token possono avere bug o essere violati, e le reti possono rallentare, subire un fork o fermarsi.',
        'Ogni account ha un wallet EVM in custodia che il Gestore tiene per te. Se colleghi un tuo wallet, solo tu ne controlli le chiavi: se perdi la tua frase di recupero, nessuno può ripristinarlo.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Giochi e campagne di terzi',
      paragraphs: [
        'I giochi dell’arena Klash, i giochi collegati alle missioni e molte campagne K-Drop sono gestiti da altre società. Non li realizziamo né li controlliamo, e non siamo responsabili dei loro contenuti, delle loro regole, dei loro token o del rispetto delle loro promesse. Leggi le loro condizioni prima di giocare o collegare un account.',
        'Un partner può modificare un gioco, chiuderlo o smettere di pagare le ricompense. Non dare mai a un gioco o a un sito il tuo codice monouso o la frase di recupero del tuo wallet.',
      ],
    },
    {
      id: 'campaigns-end',
      heading: 'Le campagne finiscono e i montepremi si esauriscono',
      paragraphs: [
        'Ogni missione e campagna ha un orario di fine e un montepremi limitato. Quando il montepremi si esaurisce o il tempo scade, potresti ricevere una ricompensa minore o nessuna, anche se eri a metà delle attività. I posti in classifica e nelle missioni sono limitati. L’accredito delle ricompense può richiedere tempo dopo la fine di una campagna, e le ricompense ottenute violando le regole vengono annullate.',
      ],
    },
    {
      id: 'tax',
      heading: 'Le imposte sono una tua responsabilità',
      paragraphs: [
        'Ricompense, guadagni sui token e pagamenti possono costituire reddito imponibile dove vivi. In India il reddito da attività digitali virtuali è tassato, e l’imposta può essere trattenuta alla fonte prima che tu riceva i guadagni. Brasile, Nepal e Bangladesh hanno regole proprie. L’imposta che tratteniamo potrebbe non essere tutta quella che devi. Tieni le tue registrazioni e, se hai dubbi, rivolgiti a un consulente fiscale.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Tenere al sicuro il tuo account',
      paragraphs: [
        'Il tuo numero di telefono e il codice monouso sono le chiavi del tuo account e dei tuoi saldi. Chiunque ottenga il tuo codice può accedere al tuo posto. Non ti chiediamo mai il tuo codice, il tuo numero Aadhaar completo o una frase di recupero in chat o al telefono. Tieni il telefono bloccato, esci dall’account sui dispositivi condivisi e contatta subito l’assistenza se pensi che qualcuno abbia preso il controllo del tuo account. Non sempre possiamo recuperare il valore spostato da qualcuno che ha usato le tue credenziali.',
      ],
    },
    {
      id: 'regulatory-change',
      heading: 'Le leggi possono cambiare',
      paragraphs: [
        'Le regole su token digitali, giochi online e ricompense sono ancora in evoluzione in India, in Brasile e in altri paesi. Una nuova legge o un provvedimento di un’autorità di regolamentazione possono costringerci a modificare o interrompere funzioni come le conversioni, le ricompense in token o i pagamenti, a limitarle nel tuo paese o a chiederti più informazioni. Te lo comunicheremo nell’app quando succede.',
      ],
    },
    {
      id: 'no-financial-advice',
      heading: 'Nessuna consulenza finanziaria',
      paragraphs: [
        'Niente su KPlay, comprese pagine delle campagne, articoli, video, post dei clan o messaggi del nostro team, costituisce consulenza finanziaria, d’investimento, legale o fiscale. Decidi in autonomia e, se serve, chiedi un parere indipendente.',
      ],
    },
  ],
};

export default riskDisclosurePolicy;
