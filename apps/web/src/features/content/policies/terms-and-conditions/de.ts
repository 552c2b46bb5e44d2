import type { PolicyDocument } from '../../policy-document';

const termsAndConditions: PolicyDocument = {
  title: 'Allgemeine Geschäftsbedingungen',
  updated: '2026-11-23',
  intro: [
    'Diese Bedingungen sind die Vereinbarung zwischen Ihnen und dem Betreiber, der Organisation, die diese KPlay-Installation betreibt („wir“, „uns“). Sie gelten für K-Quest, K-Drop, die Wallet und den Store, Clans, Proof-of-Gamer-Karten und die Klash-Arena. Unsere Datenschutzerklärung, unsere AML- und KYC-Richtlinie und unsere Risikohinweise sind Bestandteil dieser Bedingungen.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Annahme dieser Bedingungen',
      paragraphs: [
        'Indem Sie ein Konto anlegen oder KPlay nutzen, akzeptieren Sie diese Bedingungen. Wenn Sie nicht einverstanden sind, nutzen Sie KPlay nicht. Für manche Quests, Kampagnen und Gutscheine gelten zusätzliche Regeln, die auf ihrer Seite angezeigt werden; auch diese Regeln gelten.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Wer KPlay nutzen darf',
      paragraphs: [
        'Sie müssen mindestens 18 Jahre alt sein und nach dem Recht Ihres Landes an Prämienprogrammen teilnehmen dürfen. Manche Kampagnen sind nur in bestimmten Ländern verfügbar. Sie dürfen kein VPN und keine falschen Angaben verwenden, um an einer Kampagne teilzunehmen, die an Ihrem Wohnort nicht verfügbar ist.',
      ],
    },
    {
      id: 'account',
      heading: 'Ihr Konto und die Anmeldung',
      paragraphs: [
        'Sie melden sich mit Ihrer Telefonnummer und einem Einmalcode oder mit Google oder Telegram an. Halten Sie Ihr Telefon und Ihre Codes geheim: Sie sind für alles verantwortlich, was in Ihrem Konto geschieht. Ihr Benutzername muss aus 5 bis 10 Buchstaben oder Ziffern bestehen und darf weder eine andere Person nachahmen noch anstößig sein.',
        'Eine Person, ein Konto. Sie dürfen nicht mehr als ein Konto anlegen, kaufen, verkaufen, teilen oder kontrollieren, und jedes Konto erhält eine eigene Adresse einer verwahrten EVM-Wallet, die mit ihm verknüpft bleibt.',
      ],
    },
    {
      id: 'currencies-and-ledger',
      heading: 'Währungen und Ihr Guthaben',
      paragraphs: [
        'KPlay verwendet K-Cash, einen sekundären Belohnungstoken, K-Points und USDT. Jede Gutschrift und jede Belastung wird in unserem Hauptbuch erfasst, das als offizieller Nachweis Ihrer Guthaben gilt. Einträge werden nie geändert: Ein Fehler wird durch einen neuen Korrektureintrag berichtigt, und wir können Belohnungen rückbuchen, die irrtümlich oder durch Betrug gutgeschrieben wurden.',
        'Sie können Guthaben nicht an andere Nutzer übertragen, es sei denn, die App bietet eine Funktion dafür an. Sie können USDT zum Kurs von 1 USDT = 1000 K-Cash in K-Cash tauschen und K-Cash zu dem vor der Zahlung angezeigten Preis kaufen. Käufe und Tauschvorgänge sind nach der Bestätigung endgültig, sofern das Gesetz nichts anderes vorsieht. K-Points haben keinen Geldwert.',
      ],
    },
    {
      id: 'quests-and-campaigns',
      heading: 'Quests, Kampagnen und Fairplay',
      paragraphs: [
        'Jede Quest und jede K-Drop-Kampagne zeigt ihre Aufgaben, Termine, ihren Belohnungspool und etwaige Länder- oder Platzbeschränkungen an. Wir prüfen Aufgaben automatisch oder gemeinsam mit dem Partner; eine Aufgabe zählt erst, wenn sie als verifiziert angezeigt wird. Belohnungen werden nach dem Ende der Kampagne gutgeschrieben und können geringer als geschätzt ausfallen, wenn der Pool erschöpft ist.',
        'Betrug verdirbt KPlay für alle. Wenn Sie eines der folgenden Dinge tun, können wir Ihre Belohnungen stornieren, Ihre Guthaben einziehen und alle beteiligten Konten schließen:',
      ],
      list: [
        'Bots, Skripte, Emulatoren oder Automatisierung einsetzen, um Aufgaben oder Spiele abzuschließen.',
        'Mehrere Konten betreiben oder Telefone, PANs oder Bankkonten anderer Personen verwenden.',
        'Nachweise fälschen, Follower kaufen oder Social-Media-Aktionen nach ihrer Verifizierung löschen.',
        'Fehler ausnutzen, statt sie dem Support zu melden.',
      ],
    },
    {
      id: 'earnings-and-kyc',
      heading: 'Einnahmen abholen und KYC',
      paragraphs: [
        'Um Einnahmen abzuholen, müssen Sie das in der AML- und KYC-Richtlinie beschriebene KYC mit Dokumenten und einem Bankkonto auf Ihren eigenen Namen bestehen. Vor der Auszahlung können Steuern einbehalten werden; die App zeigt Ihnen den Betrag, bevor Sie bestätigen. Einnahmen, die nicht vor einem in der App angezeigten Ablaufdatum abgeholt werden, können verfallen. Während wir ein Konto prüfen, können wir Auszahlungen zurückhalten.',
      ],
    },
    {
      id: 'store-vouchers',
      heading: 'Gutscheine im Store',
      paragraphs: [
        'Die Gutscheine im K-Store werden von Partnermarken bereitgestellt. Eine Einlösung ist nach der Bestätigung endgültig: Wir können sie weder umtauschen noch Ihrem Guthaben erstatten, es sei denn, ein von uns gelieferter Gutschein funktioniert nicht. Für jeden Gutschein gelten die Bedingungen seines Partners, etwa Ablaufdatum und Einlösestellen, und der Partner ist für die Waren oder Dienstleistungen verantwortlich.',
      ],
    },
    {
      id: 'clans',
      heading: 'Clans',
      paragraphs: [
        'Ein Clan-Chief gründet einen Clan mit Namen, Stadt, Land, Logo, Banner und Beschreibung und ist dafür verantwortlich, dass diese respektvoll und rechtmäßig sind, dass Mitglieder willkommen geheißen werden und dass der Clan frei von Betrug bleibt. Chiefs dürfen von Mitgliedern kein Geld verlangen, keine Plätze verkaufen und keine Belohnungen versprechen, die wir nicht anbieten.',
        'Damit Clans stabil bleiben, kann ein Chief einen Clan erst nach einer Mindestanzahl von Tagen löschen, und nachdem Sie einen Clan verlassen oder gelöscht haben, müssen Sie eine Mindestanzahl von Tagen warten, bevor Sie einem anderen beitreten oder einen neuen gründen. Die App zeigt die aktuellen Werte an. Wir können einen Clan, der gegen diese Bedingungen verstößt, umbenennen, ausblenden oder entfernen.',
      ],
    },
    {
      id: 'proof-of-gamer',
      heading: 'Proof-of-Gamer-Karte und Namen',
      paragraphs: [
        'Ihr POG-Name muss aus 5 bis 12 Buchstaben oder Ziffern bestehen und eindeutig sein. Namen von Marken, Spielen, Personen des öffentlichen Lebens, KPlay-Rollen und Mitarbeitenden sind reserviert, und wir können einen Namen zurücknehmen, der sich als jemand anderes ausgibt oder anstößig ist. Eine geprägte POG-Karte ist an Ihr Konto gebunden und kann weder verkauft noch auf ein anderes Konto übertragen werden. Ihre Punktzahlen werden von uns berechnet und können sich ändern.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Ihre Inhalte und Ihr Verhalten',
      paragraphs: [
        'Was Sie veröffentlichen, etwa Clan-Beschreibungen, Logos und Nachweis-Links, gehört Ihnen, und Sie erlauben uns, es in KPlay und in Teilen-Links anzuzeigen. Veröffentlichen Sie keine Inhalte, die rechtswidrig, hasserfüllt, sexuell, gewalttätig oder irreführend sind oder die ohne Erlaubnis das Werk oder das Bild einer anderen Person verwenden. Belästigen Sie keine anderen Gamer, versenden Sie keinen Spam und greifen Sie unsere Systeme nicht an.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Spiele und Dienste Dritter',
      paragraphs: [
        'Spiele in der Klash-Arena, Partnerkampagnen und verknüpfte Dienste wie X, Discord, Google, Telegram und Steam werden von anderen zu deren eigenen Bedingungen betrieben. Wir sind für sie nicht verantwortlich. Ihre Nutzung dieser Dienste betrifft allein Sie und den jeweiligen Anbieter.',
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Sperrung und Kündigung',
      paragraphs: [
        'Wir können Ihr Konto sperren oder schließen, wenn möglich mit vorheriger Mitteilung, wenn Sie gegen diese Bedingungen verstoßen, wenn das Gesetz es verlangt oder um andere Nutzer zu schützen. Durch Regelverstöße erlangte Guthaben verfallen. Sie können jederzeit gehen, indem Sie unter /delete-user-account die Löschung beantragen; holen Sie zuvor Ihre Einnahmen ab.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Gewährleistungsausschluss und Haftungsbeschränkung',
      paragraphs: [
        'KPlay wird „wie besehen“ bereitgestellt. Wir bemühen uns, KPlay funktionsfähig und korrekt zu halten, versprechen aber nicht, dass es stets verfügbar oder fehlerfrei ist oder dass eine Belohnung ihren Wert behält. Soweit gesetzlich zulässig, haften wir nicht für mittelbare Schäden, entgangenen Gewinn oder Schäden, die durch Spiele Dritter, Blockchains oder Ihr eigenes Gerät verursacht werden, und unsere Gesamthaftung Ihnen gegenüber ist auf den Betrag begrenzt, den Sie uns in den zwölf Monaten vor der Geltendmachung des Anspruchs gezahlt haben. Nichts hierin schränkt Rechte ein, die Ihnen das Verbraucherrecht gewährt.',
      ],
    },
    {
      id: 'law-changes-contact',
      heading: 'Anwendbares Recht, Änderungen und Kontakt',
      paragraphs: [
        'Diese Bedingungen unterliegen dem Recht des in der App angegebenen Sitzlandes des Betreibers, und für Streitigkeiten sind die dort genannten Gerichte zuständig, ohne dass Ihnen der Schutz des Landes, in dem Sie leben, genommen wird. Wir können diese Bedingungen aktualisieren; wir ändern dann das Datum oben und kündigen wichtige Änderungen in der App an, bevor sie gelten. Kontaktieren Sie uns über den in der App angegebenen Supportkanal.',
      ],
    },
  ],
};

export default termsAndConditions;
