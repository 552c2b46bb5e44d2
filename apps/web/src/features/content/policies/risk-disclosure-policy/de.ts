import type { PolicyDocument } from '../../policy-document';

const riskDisclosurePolicy: PolicyDocument = {
  title: 'Risikohinweise',
  updated: '2026-11-23',
  intro: [
    'KPlay ist ein Ort zum Spielen, zum Abschließen von Quests und zum Verdienen von Belohnungen. Manche dieser Belohnungen sind digitale Token, und manche lassen sich in Geld umwandeln. Das bringt Risiken mit sich, die Sie verstehen sollten, bevor Sie K-Cash kaufen, USDT tauschen, eine Wallet verbinden oder Einnahmen abholen. „Wir“ und „der Betreiber“ bezeichnen die Organisation, die diese KPlay-Installation betreibt.',
    'Lesen Sie diese Seite zusammen mit den Allgemeinen Geschäftsbedingungen. Wenn Ihnen hier etwas unklar ist, fragen Sie uns über den in der App angegebenen Supportkanal, bevor Sie Werte ausgeben oder bewegen.',
  ],
  sections: [
    {
      id: 'not-an-investment',
      heading: 'Belohnungen sind keine Geldanlagen',
      paragraphs: [
        'K-Cash, der Belohnungstoken, K-Points, POG-Karten und Kampagnenbelohnungen sind Belohnungen für die Teilnahme. Sie sind weder Aktien noch Einlagen, Ersparnisse oder Anlageprodukte und verschaffen Ihnen kein Eigentum an KPlay, dem Betreiber oder einem Spiel. Niemand bei KPlay kann versprechen, dass etwas, das Sie verdienen oder kaufen, später mehr wert sein wird.',
        'Kaufen Sie K-Cash nicht und nehmen Sie nicht an Kampagnen teil in der Hoffnung, Gewinn zu machen, und geben Sie niemals Geld aus, dessen Verlust Sie sich nicht leisten können.',
      ],
    },
    {
      id: 'value-can-change',
      heading: 'Der Wert von Token kann sich ändern',
      paragraphs: [
        'Der sekundäre Belohnungstoken und jeder Token, den eine Kampagne auszahlt, können schnell an Wert gewinnen oder verlieren oder wertlos werden. Ihr Preis kann von Märkten, dem dahinterstehenden Projekt und Ereignissen abhängen, die wir nicht beeinflussen. Eine Kampagne kann zu Beginn einen geschätzten Wert anzeigen, der sich stark von dem Wert bei der Gutschrift der Belohnungen unterscheidet.',
        'USDT ist ein von einem Dritten ausgegebener Stablecoin. Er soll einem US-Dollar entsprechen, kann diese Bindung aber verlieren, und sein Wert in Rupien, Real oder Ihrer eigenen Währung ändert sich mit den Wechselkursen.',
      ],
    },
    {
      id: 'k-cash',
      heading: 'Was K-Cash wert ist',
      paragraphs: [
        'K-Cash ist eine In-App-Währung. Sie hat keinen Geldwert, außer dort, wo die App einen solchen ausdrücklich anbietet, zum Beispiel wenn Sie Gutscheine im Store einlösen oder nach dem KYC K-Cash-Einnahmen abholen. Ein Tausch wandelt USDT zum Kurs von 1 USDT = 1000 K-Cash in K-Cash um, und die App bietet möglicherweise keinen Weg zurück von K-Cash zu USDT.',
        'K-Points sind ausschließlich Punkte für Fortschritt und Ranglisten. Sie können weder gekauft noch verkauft noch als Geld abgeholt werden. Wir können nach Ankündigung in der App ändern, wofür K-Cash und K-Points verwendet werden können.',
      ],
    },
    {
      id: 'blockchain-risks',
      heading: 'Blockchain-Risiken',
      paragraphs: [
        'Manche Belohnungen, Tauschvorgänge und POG-Karten nutzen öffentliche Blockchains. Blockchains funktionieren anders als Banken:',
      ],
      list: [
        'Transaktionen können nicht rückgängig gemacht werden. Weder wir noch sonst jemand kann eine Überweisung nach der Bestätigung stornieren.',
        'Token, die an eine falsche Adresse oder über das falsche Netzwerk gesendet werden, sind meist endgültig verloren. Prüfen Sie vor dem Signieren immer Adresse und Netzwerk.',
        'Netzwerke verlangen Gasgebühren. Die Gebühren schwanken mit der Auslastung, können hoch sein und werden nicht erstattet, wenn eine Transaktion fehlschlägt.',
        'Smart Contracts, Bridges und Token können Fehler enthalten oder gehackt werden, und Netzwerke können langsamer werden, sich aufspalten (Fork) oder stillstehen.',
        'Jedes Konto hat eine verwahrte EVM-Wallet, die der Betreiber für Sie hält. Wenn Sie Ihre eigene Wallet verbinden, kontrollieren allein Sie deren Schlüssel: Verlieren Sie Ihre Wiederherstellungsphrase, kann niemand sie wiederherstellen.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Spiele und Kampagnen Dritter',
      paragraphs: [
        'Spiele in der Klash-Arena, aus Quests verlinkte Spiele und viele K-Drop-Kampagnen werden von anderen Unternehmen betrieben. Wir entwickeln und kontrollieren sie nicht und sind nicht verantwortlich für ihre Inhalte, ihre Regeln, ihre Token oder dafür, ob sie ihre Versprechen halten. Lesen Sie deren eigene Bedingungen, bevor Sie spielen oder ein Konto verbinden.',
        'Ein Partner kann ein Spiel ändern, schließen oder die Zahlung von Belohnungen einstellen. Geben Sie einem Spiel oder einer Website niemals Ihren Einmalcode oder die Wiederherstellungsphrase Ihrer Wallet.',
      ],
    },
    {
      id: 'campaigns-end',
      heading: 'Kampagnen enden und Belohnungspools werden aufgebraucht',
      paragraphs: [
        'Jede Quest und jede Kampagne hat ein Enddatum und einen begrenzten Belohnungspool. Ist der Pool aufgebraucht oder die Zeit abgelaufen, erhalten Sie möglicherweise eine geringere oder gar keine Belohnung, auch wenn Sie die Aufgaben schon teilweise erledigt hatten. Plätze in Ranglisten und in Quests sind begrenzt. Die Gutschrift von Belohnungen kann nach dem Ende einer Kampagne dauern, und durch Regelverstöße erlangte Belohnungen werden storniert.',
      ],
    },
    {
      id: 'tax',
      heading: 'Steuern liegen in Ihrer Verantwortung',
      paragraphs: [
        'Belohnungen, Gewinne aus Token und Auszahlungen können an Ihrem Wohnort steuerpflichtiges Einkommen sein. In Indien werden Einkünfte aus virtuellen digitalen Vermögenswerten besteuert, und vor dem Erhalt Ihrer Einnahmen kann Quellensteuer einbehalten werden. Brasilien, Nepal und Bangladesch haben eigene Regeln. Die von uns einbehaltene Steuer deckt möglicherweise nicht Ihre gesamte Steuerschuld. Führen Sie eigene Aufzeichnungen und fragen Sie im Zweifel eine Steuerberatung.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Ihr Konto schützen',
      paragraphs: [
        'Ihre Telefonnummer und der Einmalcode sind die Schlüssel zu Ihrem Konto und Ihren Guthaben. Wer Ihren Code erhält, kann sich als Sie anmelden. Wir fragen in Chats oder Anrufen niemals nach Ihrem Code, Ihrer vollständigen Aadhaar-Nummer oder einer Wiederherstellungsphrase. Halten Sie Ihr Telefon gesperrt, melden Sie sich auf gemeinsam genutzten Geräten ab und wenden Sie sich sofort an den Support, wenn Sie glauben, dass Ihr Konto übernommen wurde. Werte, die jemand mit Ihren eigenen Zugangsdaten abgezogen hat, können wir nicht immer zurückholen.',
      ],
    },
    {
      id: 'regulatory-change',
      heading: 'Gesetze können sich ändern',
      paragraphs: [
        'Die Regeln für digitale Token, Online-Spiele und Belohnungen sind in Indien, Brasilien und anderen Ländern weiterhin im Wandel. Ein neues Gesetz oder die Anordnung einer Aufsichtsbehörde kann uns zwingen, Funktionen wie Tauschvorgänge, Token-Belohnungen oder Auszahlungen zu ändern oder einzustellen, sie in Ihrem Land zu beschränken oder weitere Angaben von Ihnen zu verlangen. Wir informieren Sie in der App, wenn das geschieht.',
      ],
    },
    {
      id: 'no-financial-advice',
      heading: 'Keine Finanzberatung',
      paragraphs: [
        'Nichts auf KPlay, auch keine Kampagnenseiten, Artikel, Videos, Clan-Beiträge oder Nachrichten unseres Teams, ist eine Finanz-, Anlage-, Rechts- oder Steuerberatung. Entscheiden Sie selbst und holen Sie bei Bedarf unabhängigen Rat ein.',
      ],
    },
  ],
};

export default riskDisclosurePolicy;
