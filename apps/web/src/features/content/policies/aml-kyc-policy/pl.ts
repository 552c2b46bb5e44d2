import type { PolicyDocument } from '../../policy-document';

const amlKycPolicy: PolicyDocument = {
  title: 'Polityka AML i KYC',
  updated: '2026-11-23',
  intro: [
    'Niniejsza polityka wyjaśnia, dlaczego KPlay prosi niektórych graczy o potwierdzenie tożsamości, kiedy to robi, co sprawdza i co dzieje się z uzyskanymi informacjami. „My” i „Operator” oznaczają organizację prowadzącą tę instalację KPlay.',
    'KYC oznacza „poznaj swojego klienta” (know your customer). AML oznacza przeciwdziałanie praniu pieniędzy (anti-money laundering). Razem pozwalają nam kierować nagrody do prawdziwych graczy, powstrzymywać oszustwa i przestrzegać przepisów podatkowych i finansowych krajów, w których korzysta się z KPlay, przede wszystkim Indii i Brazylii, a także Nepalu i Bangladeszu.',
  ],
  sections: [
    {
      id: 'why-we-check',
      heading: 'Dlaczego sprawdzamy Twoją tożsamość',
      paragraphs: [
        'KPlay wypłaca realne wartości: K-Cash, token nagród i USDT, które możesz odebrać, wymienić lub wydać w sklepie. Wszystko, co ma wartość, przyciąga osoby, które próbują oszukiwać, prać pieniądze lub wielokrotnie odbierać nagrody za pomocą fałszywych kont.',
        'Sprawdzenie tożsamości, zanim pieniądze opuszczą platformę, pozwala nam upewnić się, że każda osoba odbiera wyłącznie własne zarobki, że nagrody nie trafiają do osób objętych sankcjami oraz że podatek jest prawidłowo pobierany i zgłaszany tam, gdzie wymaga tego prawo.',
      ],
    },
    {
      id: 'when-kyc-is-required',
      heading: 'Kiedy wymagamy KYC',
      paragraphs: [
        'Możesz się zarejestrować, wykonywać questy, dołączyć do klanu i grać na Arenie Klash bez KYC. Prosimy o nie w następujących sytuacjach:',
      ],
      list: [
        'Zanim po raz pierwszy odbierzesz zarobki na stronie „Odbierz zarobki”.',
        'Gdy odebrane, kupione lub wymienione przez Ciebie kwoty przekroczą limit ustalony przez Operatora. Limit jest widoczny w aplikacji, zanim go osiągniesz.',
        'Gdy zmieni się Twoje konto bankowe lub dane do wypłat.',
        'Gdy nasze kontrole wykryją nietypową aktywność na Twoim koncie (zob. „Monitorowanie” poniżej).',
        'Gdy przepisy prawa, sąd lub organ nadzoru wymagają od nas ponownej weryfikacji.',
      ],
    },
    {
      id: 'documents-we-ask-for',
      heading: 'Jakich dokumentów wymagamy',
      paragraphs: [
        'W Indiach prosimy o poniższe dokumenty. Aplikacja przyjmuje wyłącznie wartości w prawidłowym formacie, na przykład numer konta bankowego składający się z 9–18 cyfr i IFSC składający się z 11 znaków (cztery litery, zero, a następnie sześć liter lub cyfr).',
      ],
      list: [
        'PAN (Permanent Account Number): wymagany przed odebraniem zarobków, ponieważ indyjskie prawo podatkowe wiąże wypłaty i pobrany podatek z Twoim numerem PAN.',
        'Aadhaar: weryfikujemy go za pośrednictwem zatwierdzonego dostawcy usług weryfikacji i przechowujemy wyłącznie zamaskowany numer, w którym widać cztery ostatnie cyfry. Nigdy nie przechowujemy pełnego numeru Aadhaar ani żadnych danych biometrycznych i nigdy nie prosimy o zdjęcie karty.',
        'Numer konta bankowego i IFSC: konto musi być prowadzone na Twoje nazwisko, a imię i nazwisko muszą być zgodne z danymi w PAN. Zarobki są wypłacane wyłącznie na zweryfikowane konto.',
        'W Brazylii prosimy o Twój CPF i konto bankowe prowadzone na Twoje nazwisko. W Nepalu, Bangladeszu i innych krajach aplikacja wskazuje obowiązujący krajowy numer identyfikacyjny lub numer podatkowy, na przykład PAN w Nepalu lub NID w Bangladeszu.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Weryfikacja na listach sankcyjnych',
      paragraphs: [
        'Gdy przechodzisz KYC, a także przy każdej zmianie list sankcyjnych, sprawdzamy Twoje imię i nazwisko oraz kraj na skonsolidowanej liście sankcyjnej Rady Bezpieczeństwa ONZ i na listach mających zastosowanie do Operatora, takich jak listy publikowane na podstawie prawa indyjskiego.',
        'Adresy portfeli, na które trafiają wypłaty, są sprawdzane na opublikowanych listach adresów blockchain objętych sankcjami. W razie zgodności wstrzymujemy wypłaty z konta na czas weryfikacji, a osobie, której zgodność z listą zostanie potwierdzona, nie możemy świadczyć usługi.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Monitorowanie nietypowej aktywności',
      paragraphs: [
        'Obserwujemy wzorce, które mogą wskazywać na oszustwo lub pranie pieniędzy. Oznaczenie nie oznacza, że zrobiłeś coś złego; oznacza, że sprawą zajmie się człowiek. Przykłady:',
      ],
      list: [
        'Wiele kont korzystających z tego samego urządzenia, telefonu, konta bankowego, numeru PAN lub portfela.',
        'Nagrody odbierane znacznie szybciej, niż człowiek mógłby wykonać zadania, co często wskazuje na bota.',
        'Kupowanie lub wymiana dużych kwot i natychmiastowa próba ich wypłaty.',
        'Logowania z innego kraju niż wskazany w Twoim KYC lub ukrywanie lokalizacji, aby dołączyć do kampanii niedostępnych w Twoim kraju.',
        'Wypłaty na konta lub portfele, które nie należą do Ciebie.',
      ],
    },
    {
      id: 'tax-withholding',
      heading: 'TDS i pobór podatku w Indiach',
      paragraphs: [
        'Gdy wymaga tego indyjskie prawo o podatku dochodowym, pobieramy podatek u źródła (TDS) od Twoich zarobków przed ich wypłatą. Stawka zależy od rodzaju nagrody i od przepisów obowiązujących w danym momencie. Przed potwierdzeniem ekran „Odbierz zarobki” pokazuje kwotę brutto, pobrany podatek i kwotę, którą otrzymasz.',
        'Odprowadzamy podatek z przypisaniem do Twojego numeru PAN, dzięki czemu jest on widoczny w Twoim formularzu 26AS i w rocznym zestawieniu informacyjnym (Annual Information Statement), a na życzenie możemy wystawić Ci zaświadczenie TDS. Jeśli Twój PAN nie został podany lub jest nieprawidłowy, prawo może wymagać wyższej stawki. Inne kraje mogą mieć własne zasady poboru podatku; aplikacja poinformuje Cię, gdy mają one zastosowanie. Zapłata wszelkich pozostałych należnych podatków jest Twoim obowiązkiem.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Przechowywanie dokumentacji',
      paragraphs: [
        'Przechowujemy wynik każdej weryfikacji, zamaskowane numery Twoich dokumentów, datę każdej weryfikacji oraz rejestr wszystkich przepływów wartości na Twoim koncie. Przechowujemy te zapisy tak długo, jak wymagają tego przepisy o przeciwdziałaniu praniu pieniędzy i przepisy podatkowe, co w Indiach może oznaczać pięć lat od zamknięcia konta, nawet jeśli je usuniesz. Po tym okresie zapisy są usuwane lub anonimizowane.',
        'Dostęp do dokumentacji KYC mają wyłącznie pracownicy, którzy potrzebują jej w swojej pracy. Polityka prywatności wyjaśnia, jak chronimy i komu udostępniamy dane osobowe.',
      ],
    },
    {
      id: 'refusal-and-suspension',
      heading: 'Odmowa, wstrzymanie środków i zawieszenie',
      paragraphs: [
        'Możemy odmówić KYC, wstrzymać zarobki na czas weryfikacji konta, ograniczyć wymiany, zakupy lub wypłaty albo zawiesić konto, jeśli przedstawisz fałszywe lub cudze dokumenty, nie przejdziesz weryfikacji na listach sankcyjnych, odmówisz odpowiedzi na uzasadnione pytania lub masz związek z oszustwem bądź nadużyciem. Nagrody zdobyte przez oszukiwanie lub za pomocą wielu kont przepadają zgodnie z Regulaminem.',
        'Gdy wymaga tego prawo, zgłaszamy podejrzaną aktywność organom, takim jak Financial Intelligence Unit w Indiach lub COAF w Brazylii. Prawo może zabraniać nam poinformowania Cię o złożeniu takiego zgłoszenia.',
      ],
    },
    {
      id: 'contact',
      heading: 'Pytania i kontakt',
      paragraphs: [
        'Jeśli Twoje KYC zostało odrzucone, Twoje zarobki są wstrzymane lub uważasz, że weryfikacja była błędna, napisz do nas przez kanał wsparcia wskazany w aplikacji. Podaj swoją nazwę użytkownika i opisz, co się stało. Nigdy nie wysyłaj w wiadomości pełnego numeru Aadhaar, haseł ani kodów jednorazowych: nigdy o nie nie poprosimy.',
      ],
    },
  ],
};

export default amlKycPolicy;
