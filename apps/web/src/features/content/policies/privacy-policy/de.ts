import type { PolicyDocument } from '../../policy-document';

const privacyPolicy: PolicyDocument = {
  title: 'Datenschutzerklärung',
  updated: '2026-11-23',
  intro: [
    'Diese Erklärung beschreibt, welche personenbezogenen Daten KPlay erhebt, zu welchem Zweck, wer sie sieht und welche Kontrolle Sie darüber haben. „Wir“ und „der Betreiber“ bezeichnen die Organisation, die diese KPlay-Installation betreibt und für Ihre Daten verantwortlich ist: der Data Fiduciary nach dem indischen Gesetz zum Schutz digitaler personenbezogener Daten von 2023 (DPDP Act) und der Verantwortliche nach dem brasilianischen LGPD.',
    'Wir verkaufen Ihre personenbezogenen Daten nicht und zeigen Ihnen auf ihrer Grundlage keine Werbung Dritter.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Welche Daten wir erheben',
      paragraphs: ['Wir erheben nur, was die von Ihnen genutzten Funktionen benötigen:'],
      list: [
        'Konto: Telefonnummer, E-Mail-Adresse, falls Sie eine hinzufügen, Benutzername, Vorname und Profilangaben wie Land, Stadt, Hochschule, bevorzugte Rolle und Plattform.',
        'Anmeldung: Einmalcodes (geprüft und danach verworfen) sowie die ID, E-Mail-Adresse oder der Benutzername, die Google oder Telegram übermitteln, wenn Sie sich darüber anmelden.',
        'Verknüpfte Konten: Ihre IDs und Benutzernamen bei X (Twitter), Discord, Google, Telegram und Steam sowie die öffentlichen Aktionen, die eine Aufgabe prüft.',
        'Wallet: die Adresse Ihrer verwahrten EVM-Wallet, jede von Ihnen verbundene Wallet sowie Ihre Guthaben und Transaktionen.',
        'Standort: Ihr ungefähres Land und Ihre Ländervorwahl, ermittelt aus Ihrer IP-Adresse. Wir verwenden kein GPS.',
        'Gerät und Nutzung: Plattform (Browser, Android, iOS, Desktop), Gerätetyp sowie Analyseereignisse mit dem Seitennamen, dem, worauf Sie getippt haben, und einer Sitzungs-ID (eine Sitzung endet nach 30 Minuten Inaktivität).',
        'Aktivität: Quests und Kampagnen, an denen Sie teilnehmen, von Ihnen eingereichte Nachweise, Ihre Spieler-IDs in Spielen Dritter, Ihr Clan sowie E-Mail-Adresse, Stadt, Telefonnummer und Hochschule in einer Bewerbung als Clan-Chief.',
        'KYC: PAN, eine maskierte Aadhaar-Nummer (nie die vollständige Nummer), Bankkonto und IFSC oder die entsprechenden Angaben Ihres Landes, etwa eine CPF in Brasilien, sowie das Ergebnis jeder Prüfung.',
        'Selfie: nur wenn Sie sich entscheiden, eines für Ihren Avatar hochzuladen.',
      ],
    },
    {
      id: 'selfie-and-avatar',
      heading: 'Ihr Selfie und Ihr Avatar',
      paragraphs: [
        'Ein Selfie ist freiwillig; Sie können auch eine fertige Figur wählen. Wenn Sie eines hochladen, verwenden wir es ausschließlich, um Ihren Proof-of-Gamer-Avatar zu erzeugen, niemals zur Identitätsprüfung oder Gesichtserkennung. Das Selfie wird gelöscht, sobald Ihr Avatar erzeugt ist, oder innerhalb von 30 Tagen, wenn die Erzeugung nicht abgeschlossen wird. Der Avatar ist Teil Ihrer öffentlichen POG-Karte.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Wofür wir Ihre Daten verwenden',
      paragraphs: [],
      list: [
        'Um Ihr Konto anzulegen und Sie angemeldet zu halten.',
        'Um Aufgaben zu prüfen, Belohnungen gutzuschreiben und Ranglisten, Clans und POG-Karten anzuzeigen.',
        'Um das Hauptbuch zu führen und Tauschvorgänge, Käufe, Einlösungen im Store und Auszahlungen abzuwickeln.',
        'Um Identitäten zu prüfen, Steuern einzubehalten, Geldwäschevorschriften einzuhalten (siehe AML- und KYC-Richtlinie) und Bots, Mehrfachkonten und Betrug zu erkennen.',
        'Um Kampagnen für Ihr Land anzuzeigen, Supportanfragen zu beantworten und die App zu verbessern.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Unsere Rechtsgrundlagen',
      paragraphs: [
        'Indien (DPDP Act): Wir stützen uns auf Ihre Einwilligung, die Sie bei der Registrierung, beim Verknüpfen eines Kontos, beim Hochladen eines Selfies oder beim Start des KYC erteilen, sowie auf die vom Gesetz erlaubten legitimen Zwecke, etwa die Erfüllung steuerlicher Pflichten und der Pflichten zur Geldwäschebekämpfung. Sie können Ihre Einwilligung jederzeit widerrufen; Funktionen, die sie voraussetzen, stehen dann nicht mehr zur Verfügung.',
        'Brasilien (LGPD): Wir stützen uns auf die Erfüllung unseres Vertrags mit Ihnen (die Allgemeinen Geschäftsbedingungen), auf rechtliche Pflichten, auf unser berechtigtes Interesse, Betrug zu verhindern und KPlay sicher zu halten, sowie auf Ihre Einwilligung für freiwillige Angaben wie das Selfie.',
        'Anderswo, auch in Nepal und Bangladesch, gewähren wir denselben Schutz und halten uns an das örtliche Recht.',
      ],
    },
    {
      id: 'sharing',
      heading: 'An wen wir Daten weitergeben',
      paragraphs: [
        'Unsere Dienstleister (Auftragsverarbeiter) handeln ausschließlich nach unseren Weisungen und auf vertraglicher Grundlage:',
      ],
      list: [
        'Ein SMS- oder Messaging-Anbieter, der Einmalcodes zustellt.',
        'Ein Anbieter für Identitätsprüfungen, der PAN, Aadhaar, CPF und Bankdaten prüft.',
        'Zahlungsdienstleister für K-Cash-Käufe und Auszahlungen auf Bankkonten.',
        'Dienste für Hosting, Analyse, Avatar-Erzeugung und Linkkürzung.',
        'Spiele- und Kampagnenpartner, die nur erhalten, was für die Prüfung einer Aufgabe nötig ist, etwa Ihre Spieler-ID.',
      ],
    },
    {
      id: 'public-information',
      heading: 'Was andere sehen können',
      paragraphs: [
        'Andere Nutzer sehen Ihren Benutzernamen, Ihre POG-Karte, Ihren Avatar, Ihre Punktzahlen, Abzeichen, Ihren Clan und Ihre Platzierung in den Ranglisten. Blockchain-Transaktionen Ihrer Wallet-Adresse sind öffentlich und dauerhaft. Wir geben Daten heraus, wenn ein Gesetz, ein Gericht oder eine Aufsichtsbehörde dies verlangt.',
      ],
    },
    {
      id: 'retention',
      heading: 'Wie lange wir Daten aufbewahren',
      paragraphs: [
        'Kontodaten: solange Ihr Konto besteht. Analyseereignisse: bis zu 24 Monate, danach nur noch Summen. KYC-Unterlagen: so lange, wie Steuer- und Geldwäschegesetze es verlangen, in Indien bis zu fünf Jahre nach Schließung Ihres Kontos. Hauptbucheinträge: dauerhaft für die Buchführung, anonymisiert, sobald Ihr Konto gelöscht ist.',
      ],
    },
    {
      id: 'security',
      heading: 'Wie wir Ihre Daten schützen',
      paragraphs: [
        'Wir verschlüsseln Verbindungen und KYC-Daten, bewahren die Schlüssel der verwahrten Wallets in gesicherten Systemen auf, beschränken den Zugriff unserer Mitarbeitenden und halten Telefonnummern und Codes aus Protokollen heraus. Geben Sie Ihren Einmalcode niemals weiter, auch nicht an jemanden, der behauptet, vom Support zu sein. Wenn Sie von einer Datenschutzverletzung betroffen sind, informieren wir Sie und die Behörden, wie es das Gesetz verlangt.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Ihre Rechte und wie Sie sie ausüben',
      paragraphs: [
        'Sie können eine Übersicht über Ihre Daten und deren Empfänger verlangen, Ihre Daten berichtigen oder löschen lassen, Ihre Einwilligung widerrufen und nach dem LGPD eine Kopie zu einem anderen Anbieter mitnehmen. Nach dem DPDP Act können Sie eine Person benennen, die im Fall Ihres Todes oder Ihrer Handlungsunfähigkeit für Sie handelt.',
        'Ändern Sie Ihr Profil oder trennen Sie Konten und Wallets auf Ihrer Profilseite. Für alles andere schreiben Sie uns über den in der App angegebenen Supportkanal; wir bestätigen mit einem Einmalcode, dass Sie es sind, und antworten innerhalb von 30 Tagen. Sie können sich außerdem beim Data Protection Board of India oder bei der brasilianischen ANPD beschweren.',
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Ihr Konto löschen',
      paragraphs: [
        'Beantragen Sie die Löschung unter /delete-user-account. Holen Sie zuvor Ihre Einnahmen ab: Guthaben auf einem gelöschten Konto verfallen. Während der in der App angezeigten Karenzzeit können Sie den Antrag über den Support zurückziehen; danach werden Ihre personenbezogenen Daten entfernt. Anonymisierte Hauptbucheinträge und gesetzlich vorgeschriebene KYC-Unterlagen bleiben erhalten; öffentliche Blockchain-Einträge können nicht gelöscht werden.',
      ],
    },
    {
      id: 'children',
      heading: 'Mindestalter',
      paragraphs: [
        'KPlay ist ausschließlich für Personen ab 18 Jahren bestimmt, und zwar für alle Funktionen, auch für das Spielen ohne Belohnungen. Erfahren wir, dass ein Konto einer Person unter 18 Jahren gehört, schließen wir es und löschen seine Daten.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies und Speicher auf Ihrem Gerät',
      paragraphs: ['Wir verwenden keine Werbe-Cookies, sondern nur, was die App zum Funktionieren braucht:'],
      list: [
        'Cookies für Zugriffstoken und Aktualisierungstoken, die Sie bis zu 30 Tage angemeldet halten; beim Abmelden werden sie entfernt.',
        'Einen Eintrag im lokalen Speicher namens "language" mit der von Ihnen gewählten Sprache.',
        'Einträge im lokalen Speicher für Ihre Benutzer-ID, Ihre Wallet-Adresse, Ihre Anmeldemethode, Ihren ungefähren Standort und die Wartezeit von 3 Minuten nach einer fehlgeschlagenen Anmeldung.',
        'Einen Service-Worker-Cache mit dem eigenen Code, den Stilen und Bildern der App, damit sie auch in langsamen Netzen schnell lädt; er enthält keine personenbezogenen Daten.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Internationale Übermittlungen',
      paragraphs: [
        'Unsere Server und Dienstleister können sich im Ausland befinden. Wir übermitteln Daten nur, soweit der DPDP Act dies erlaubt, und für Brasilien mit den Garantien des LGPD, etwa Standardvertragsklauseln.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Änderungen und Kontakt',
      paragraphs: [
        'Wenn sich diese Erklärung ändert, aktualisieren wir das Datum oben, kündigen wichtige Änderungen in der App an und bitten, wo nötig, erneut um Ihre Einwilligung. Für Fragen, Anträge oder Beschwerden nutzen Sie den in der App angegebenen Supportkanal.',
      ],
    },
  ],
};

export default privacyPolicy;
