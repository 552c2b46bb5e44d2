import type { PolicyDocument } from '../../policy-document';

const amlKycPolicy: PolicyDocument = {
  title: 'AML- & KYC-Richtlinie',
  updated: '2026-11-23',
  intro: [
    'Diese Richtlinie erklärt, warum KPlay manche Spieler bittet, ihre Identität nachzuweisen, wann das geschieht, was geprüft wird und was mit den Informationen passiert. „Wir“ und „der Betreiber“ bezeichnen die Organisation, die diese KPlay-Installation betreibt.',
    'KYC steht für „know your customer“ (Kenne deinen Kunden). AML steht für „anti-money laundering“ (Bekämpfung der Geldwäsche). Gemeinsam sorgen sie dafür, dass Belohnungen an echte Gamer gehen, verhindern Betrug und ermöglichen es uns, die Steuer- und Finanzgesetze der Länder einzuhalten, in denen KPlay genutzt wird, vor allem Indien und Brasilien, außerdem Nepal und Bangladesch.',
  ],
  sections: [
    {
      id: 'why-we-check',
      heading: 'Warum wir Ihre Identität prüfen',
      paragraphs: [
        'KPlay zahlt echte Werte aus: K-Cash, den Belohnungstoken und USDT, die Sie abholen, tauschen oder im Store ausgeben können. Alles, was einen Wert hat, zieht Menschen an, die betrügen, Geld waschen oder mit gefälschten Konten mehrfach Belohnungen einstreichen wollen.',
        'Indem wir die Identität prüfen, bevor Geld die Plattform verlässt, stellen wir sicher, dass jede Person nur ihre eigenen Einnahmen abholt, dass keine Belohnungen an sanktionierte Personen gehen und dass Steuern dort, wo das Gesetz es verlangt, korrekt einbehalten und gemeldet werden.',
      ],
    },
    {
      id: 'when-kyc-is-required',
      heading: 'Wann KYC erforderlich ist',
      paragraphs: [
        'Sie können sich ohne KYC registrieren, Quests abschließen, einem Clan beitreten und in der Klash-Arena spielen. Wir verlangen es in diesen Fällen:',
      ],
      list: [
        'Bevor Sie zum ersten Mal Einnahmen auf der Seite „Einnahmen abholen“ abholen.',
        'Wenn die von Ihnen abgeholten, gekauften oder getauschten Beträge ein vom Betreiber festgelegtes Limit überschreiten. Das Limit wird in der App angezeigt, bevor Sie es erreichen.',
        'Wenn sich Ihr Bankkonto oder Ihre Auszahlungsdaten ändern.',
        'Wenn unsere Prüfungen ungewöhnliche Aktivitäten auf Ihrem Konto melden (siehe „Überwachung“ unten).',
        'Wenn ein Gesetz, ein Gericht oder eine Aufsichtsbehörde eine erneute Prüfung verlangt.',
      ],
    },
    {
      id: 'documents-we-ask-for',
      heading: 'Welche Dokumente wir verlangen',
      paragraphs: [
        'In Indien verlangen wir die unten aufgeführten Dokumente. Die App akzeptiert nur Angaben im richtigen Format, zum Beispiel eine Kontonummer mit 9 bis 18 Ziffern und einen IFSC mit 11 Zeichen (vier Buchstaben, eine Null, dann sechs Buchstaben oder Ziffern).',
      ],
      list: [
        'PAN (Permanent Account Number): erforderlich, bevor Sie Einnahmen abholen, weil das indische Steuerrecht Auszahlungen und einbehaltene Steuern mit Ihrer PAN verknüpft.',
        'Aadhaar: Wir prüfen sie über einen zugelassenen Verifizierungsanbieter und speichern nur eine maskierte Nummer, die die letzten vier Ziffern zeigt. Wir speichern niemals Ihre vollständige Aadhaar-Nummer oder biometrische Daten und verlangen nie ein Foto der Karte.',
        'Kontonummer und IFSC: Das Konto muss auf Ihren eigenen Namen lauten, und der Name muss mit Ihrer PAN übereinstimmen. Einnahmen werden nur auf ein verifiziertes Konto ausgezahlt.',
        'In Brasilien verlangen wir Ihre CPF und ein Bankkonto auf Ihren eigenen Namen. In Nepal, Bangladesch und anderen Ländern nennt die App die dort geltende nationale Ausweis- oder Steuernummer, etwa eine PAN in Nepal oder eine NID in Bangladesch.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Sanktionslistenprüfung',
      paragraphs: [
        'Wenn Sie das KYC abschließen, und erneut, wenn sich Sanktionslisten ändern, gleichen wir Ihren Namen und Ihr Land mit der konsolidierten Liste des UN-Sicherheitsrats und den für den Betreiber geltenden Listen ab, etwa den nach indischem Recht veröffentlichten.',
        'Wallet-Adressen, an die Auszahlungen gehen, werden mit veröffentlichten Listen sanktionierter Blockchain-Adressen abgeglichen. Bei einem Treffer stoppen wir die Auszahlungen des Kontos, während wir es prüfen, und bei einem bestätigten Treffer können wir den Dienst nicht anbieten.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Überwachung ungewöhnlicher Aktivitäten',
      paragraphs: [
        'Wir achten auf Muster, die auf Betrug oder Geldwäsche hindeuten. Eine Markierung bedeutet nicht, dass Sie etwas falsch gemacht haben; sie bedeutet, dass ein Mensch sie sich ansieht. Beispiele:',
      ],
      list: [
        'Viele Konten, die dasselbe Gerät, dieselbe Telefonnummer, dasselbe Bankkonto, dieselbe PAN oder dieselbe Wallet verwenden.',
        'Belohnungen, die viel schneller abgeholt werden, als ein Mensch die Aufgaben erledigen könnte, was oft auf einen Bot hinweist.',
        'Der Kauf oder Tausch hoher Beträge mit dem sofortigen Versuch, sie abzuheben.',
        'Anmeldungen aus einem anderen Land als dem in Ihrem KYC oder das Verschleiern Ihres Standorts, um an Kampagnen teilzunehmen, die in Ihrem Land nicht verfügbar sind.',
        'Auszahlungen an Konten oder Wallets, die Ihnen nicht gehören.',
      ],
    },
    {
      id: 'tax-withholding',
      heading: 'TDS und Steuereinbehalt in Indien',
      paragraphs: [
        'Wo das indische Einkommensteuerrecht es verlangt, behalten wir von Ihren Einnahmen vor der Auszahlung eine Quellensteuer (TDS) ein. Der Satz hängt von der Art der Belohnung und der jeweils geltenden Rechtslage ab. Der Bildschirm „Einnahmen abholen“ zeigt den Bruttobetrag, die einbehaltene Steuer und den Betrag, den Sie erhalten, bevor Sie bestätigen.',
        'Wir führen die Steuer unter Ihrer PAN ab, sodass sie in Ihrem Form 26AS und Ihrem Annual Information Statement erscheint, und können Ihnen auf Anfrage eine TDS-Bescheinigung ausstellen. Fehlt Ihre PAN oder ist sie ungültig, kann das Gesetz einen höheren Satz vorschreiben. Andere Länder können eigene Einbehaltsregeln haben; die App informiert Sie, wenn sie gelten. Die Zahlung weiterer Steuern, die Sie schulden, liegt in Ihrer Verantwortung.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Aufbewahrung von Unterlagen',
      paragraphs: [
        'Wir bewahren das Ergebnis jeder Prüfung, die maskierten Nummern Ihrer Dokumente, das Datum jeder Prüfung und das Hauptbuch jeder Wertbewegung auf Ihrem Konto auf. Wir bewahren diese Unterlagen so lange auf, wie Geldwäsche- und Steuergesetze es verlangen, in Indien bis zu fünf Jahre nach Schließung Ihres Kontos, auch wenn Sie Ihr Konto löschen. Nach Ablauf dieser Frist werden sie gelöscht oder anonymisiert.',
        'Nur Mitarbeitende, die KYC-Unterlagen für ihre Arbeit benötigen, können sie einsehen. Die Datenschutzerklärung erläutert, wie wir personenbezogene Daten schützen und weitergeben.',
      ],
    },
    {
      id: 'refusal-and-suspension',
      heading: 'Ablehnung, Zurückhaltung und Sperrung',
      paragraphs: [
        'Wir können das KYC ablehnen, Einnahmen während der Prüfung eines Kontos zurückhalten, Tauschvorgänge, Käufe oder Auszahlungen begrenzen oder das Konto sperren, wenn Sie falsche oder fremde Dokumente vorlegen, eine Sanktionslistenprüfung nicht bestehen, sich weigern, angemessene Fragen zu beantworten, oder mit Betrug oder Missbrauch in Verbindung stehen. Durch Betrug oder Mehrfachkonten erlangte Belohnungen verfallen nach den Allgemeinen Geschäftsbedingungen.',
        'Wo das Gesetz es verlangt, melden wir verdächtige Aktivitäten an die Behörden, etwa an die Financial Intelligence Unit in Indien oder an COAF in Brasilien. Das Gesetz kann es uns verbieten, Ihnen mitzuteilen, dass eine Meldung erfolgt ist.',
      ],
    },
    {
      id: 'contact',
      heading: 'Fragen und Kontakt',
      paragraphs: [
        'Wenn Ihr KYC abgelehnt wurde, Ihre Einnahmen zurückgehalten werden oder Sie eine Prüfung für falsch halten, schreiben Sie uns über den in der App angegebenen Supportkanal. Nennen Sie Ihren Benutzernamen und schildern Sie, was passiert ist. Senden Sie niemals Ihre vollständige Aadhaar-Nummer, Passwörter oder Einmalcodes in einer Nachricht: Wir werden nie danach fragen.',
      ],
    },
  ],
};

export default amlKycPolicy;
