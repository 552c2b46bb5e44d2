import type { PolicyDocument } from '../../policy-document';

const privacyPolicy: PolicyDocument = {
  title: 'Polityka prywatności',
  updated: '2026-11-23',
  intro: [
    'Niniejsza polityka wyjaśnia, jakie dane osobowe zbiera KPlay, w jakim celu, kto je widzi i jaką masz nad nimi kontrolę. „My” i „Operator” oznaczają organizację prowadzącą tę instalację KPlay, która odpowiada za Twoje dane: jest powiernikiem danych (Data Fiduciary) w rozumieniu indyjskiej ustawy o ochronie cyfrowych danych osobowych z 2023 r. (DPDP Act) i administratorem w rozumieniu brazylijskiej ustawy LGPD.',
    'Nie sprzedajemy Twoich danych osobowych i nie wyświetlamy Ci na ich podstawie reklam podmiotów zewnętrznych.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Jakie dane zbieramy',
      paragraphs: ['Zbieramy tylko to, czego potrzebują funkcje, z których korzystasz:'],
      list: [
        'Konto: numer telefonu, adres e-mail, jeśli go dodasz, nazwa użytkownika, imię oraz ustawienia profilu, takie jak kraj, miasto, uczelnia, preferowana rola i platforma.',
        'Logowanie: kody jednorazowe (sprawdzane, a następnie usuwane) oraz identyfikator, adres e-mail lub nazwa użytkownika, które udostępnia Google lub Telegram, gdy logujesz się za ich pomocą.',
        'Połączone konta: Twoje identyfikatory i nazwy użytkownika w X (Twitter), Discord, Google, Telegram i Steam oraz publiczne działania sprawdzane przez zadanie.',
        'Portfel: adres Twojego portfela powierniczego EVM, każdy podłączony przez Ciebie portfel oraz Twoje salda i transakcje.',
        'Lokalizacja: przybliżony kraj i numer kierunkowy, ustalane na podstawie adresu IP. Nie korzystamy z GPS.',
        'Urządzenie i korzystanie: platforma (przeglądarka, Android, iOS, komputer), typ urządzenia oraz zdarzenia analityczne z nazwą strony, tym, co kliknąłeś, i identyfikatorem sesji (sesja kończy się po 30 minutach bezczynności).',
        'Aktywność: questy i kampanie, do których dołączasz, przesyłane przez Ciebie dowody, identyfikatory w grach zewnętrznych, Twój klan oraz adres e-mail, miasto, telefon i uczelnia podane we wniosku o zostanie liderem klanu.',
        'KYC: PAN, zamaskowany numer Aadhaar (nigdy pełny numer), konto bankowe i IFSC lub ich odpowiedniki w Twoim kraju, na przykład CPF w Brazylii, oraz wynik każdej weryfikacji.',
        'Selfie: tylko jeśli zdecydujesz się je przesłać, aby utworzyć awatar.',
      ],
    },
    {
      id: 'selfie-and-avatar',
      heading: 'Twoje selfie i awatar',
      paragraphs: [
        'Selfie jest opcjonalne; możesz wybrać gotową postać. Jeśli je prześlesz, wykorzystamy je wyłącznie do wygenerowania Twojego awatara Proof of Gamer, nigdy do weryfikacji tożsamości ani rozpoznawania twarzy. Selfie jest usuwane po wygenerowaniu awatara lub w ciągu 30 dni, jeśli generowanie się nie zakończy. Awatar jest częścią Twojej publicznej karty POG.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Do czego wykorzystujemy Twoje dane',
      paragraphs: [],
      list: [
        'Aby utworzyć Twoje konto i utrzymać Twoje zalogowanie.',
        'Aby sprawdzać zadania, przyznawać nagrody i wyświetlać rankingi, klany i karty POG.',
        'Aby prowadzić rejestr i realizować wymiany, zakupy, realizację bonów w sklepie i wypłaty.',
        'Aby weryfikować tożsamość, pobierać podatek, przestrzegać przepisów o przeciwdziałaniu praniu pieniędzy (zob. Polityka AML i KYC) oraz wykrywać boty, wielokrotne konta i oszustwa.',
        'Aby pokazywać kampanie dostępne w Twoim kraju, odpowiadać na zgłoszenia do wsparcia i ulepszać aplikację.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Nasze podstawy prawne',
      paragraphs: [
        'Indie (DPDP Act): opieramy się na Twojej zgodzie, udzielanej przy rejestracji, łączeniu konta, przesyłaniu selfie lub rozpoczynaniu KYC, oraz na uprawnionych celach dopuszczonych przez ustawę, takich jak wypełnianie obowiązków podatkowych i obowiązków w zakresie przeciwdziałania praniu pieniędzy. Możesz w każdej chwili wycofać zgodę; funkcje, które jej wymagają, przestaną wtedy działać.',
        'Brazylia (LGPD): opieramy się na wykonaniu zawartej z Tobą umowy (Regulaminu), obowiązkach prawnych, naszym prawnie uzasadnionym interesie polegającym na zapobieganiu oszustwom i zapewnianiu bezpieczeństwa KPlay oraz na Twojej zgodzie w przypadku elementów opcjonalnych, takich jak selfie.',
        'W innych krajach, w tym w Nepalu i Bangladeszu, zapewniamy taką samą ochronę i przestrzegamy lokalnych przepisów.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Komu udostępniamy dane',
      paragraphs: [
        'Nasi usługodawcy (podmioty przetwarzające) działają wyłącznie na nasze polecenie i na podstawie umowy:',
      ],
      list: [
        'Dostawca SMS lub komunikatora, który dostarcza kody jednorazowe.',
        'Dostawca usług weryfikacji tożsamości, który sprawdza PAN, Aadhaar, CPF i dane bankowe.',
        'Dostawcy płatności obsługujący zakupy K-Cash i wypłaty bankowe.',
        'Usługi hostingu, analityki, generowania awatarów i skracania linków.',
        'Partnerzy gier i kampanii, którzy otrzymują wyłącznie to, czego potrzeba do sprawdzenia zadania, na przykład Twój identyfikator w grze.',
      ],
    },
    {
      id: 'public-information',
      heading: 'Co widzą inni',
      paragraphs: [
        'Inni użytkownicy widzą Twoją nazwę użytkownika, kartę POG, awatar, wyniki, odznaki, klan i pozycję w rankingu. Transakcje adresu Twojego portfela w blockchainie są publiczne i trwałe. Ujawniamy dane, gdy wymagają tego przepisy prawa, sąd lub organ nadzoru.',
      ],
    },
    {
      id: 'retention',
      heading: 'Jak długo przechowujemy dane',
      paragraphs: [
        'Dane konta: dopóki Twoje konto jest aktywne. Zdarzenia analityczne: do 24 miesięcy, później wyłącznie dane zbiorcze. Dokumentacja KYC: tak długo, jak wymagają tego przepisy podatkowe i przepisy o przeciwdziałaniu praniu pieniędzy, co w Indiach może oznaczać pięć lat od zamknięcia konta. Zapisy w rejestrze: na stałe do celów księgowych, zanonimizowane po usunięciu Twojego konta.',
      ],
    },
    {
      id: 'security',
      heading: 'Jak chronimy dane',
      paragraphs: [
        'Szyfrujemy połączenia i dane KYC, przechowujemy klucze portfeli powierniczych w zabezpieczonych systemach, ograniczamy dostęp pracowników i nie zapisujemy numerów telefonów ani kodów w logach. Nigdy nikomu nie podawaj swojego kodu jednorazowego, nawet komuś, kto podaje się za pracownika wsparcia. Jeśli naruszenie ochrony danych Cię dotyczy, poinformujemy Ciebie i właściwe organy zgodnie z wymogami prawa.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Twoje prawa i jak z nich korzystać',
      paragraphs: [
        'Możesz poprosić o podsumowanie swoich danych i informację, kto je otrzymał, sprostować je lub usunąć, wycofać zgodę, a na podstawie LGPD także przenieść ich kopię gdzie indziej. Na podstawie DPDP Act możesz wyznaczyć osobę, która będzie działać w Twoim imieniu w razie Twojej śmierci lub niezdolności do działania.',
        'Profil możesz zmienić, a konta i portfele odłączyć na stronie swojego profilu. We wszystkich innych sprawach napisz przez kanał wsparcia wskazany w aplikacji; potwierdzimy Twoją tożsamość kodem jednorazowym i odpowiemy w ciągu 30 dni. Możesz również złożyć skargę do Data Protection Board of India lub do brazylijskiego ANPD.',
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Usunięcie konta',
      paragraphs: [
        'O usunięcie konta możesz poprosić na stronie /delete-user-account. Najpierw odbierz zarobki: salda pozostawione na usuniętym koncie przepadają. W okresie karencji wskazanym w aplikacji możesz anulować usunięcie przez wsparcie; po jego upływie Twoje dane osobowe zostaną usunięte. Zanonimizowane zapisy w rejestrze i wymagana prawem dokumentacja KYC pozostają; publicznych zapisów w blockchainie nie da się usunąć.',
      ],
    },
    {
      id: 'children',
      heading: 'Ograniczenie wiekowe',
      paragraphs: [
        'KPlay jest przeznaczony wyłącznie dla osób, które ukończyły 18 lat, w przypadku wszystkich funkcji, w tym gry bez zarabiania. Jeśli dowiemy się, że konto należy do osoby poniżej 18 lat, zamkniemy je i usuniemy jego dane.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Pliki cookie i pamięć na Twoim urządzeniu',
      paragraphs: [
        'Nie używamy reklamowych plików cookie, a jedynie tego, co jest niezbędne do działania aplikacji:',
      ],
      list: [
        'Pliki cookie z tokenem dostępu i tokenem odświeżania, które utrzymują Twoje zalogowanie przez maksymalnie 30 dni; wylogowanie je usuwa.',
        'Element pamięci lokalnej o nazwie „language” z wybranym przez Ciebie językiem.',
        'Elementy pamięci lokalnej z Twoim identyfikatorem użytkownika, adresem portfela, metodą logowania, przybliżoną lokalizacją i 3-minutowym oczekiwaniem po nieudanym logowaniu.',
        'Pamięć podręczna service workera z własnym kodem, stylami i obrazami aplikacji, która przyspiesza ładowanie w wolnych sieciach; nie zawiera danych osobowych.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Przekazywanie danych za granicę',
      paragraphs: [
        'Nasze serwery i dostawcy mogą znajdować się za granicą. Przekazujemy dane wyłącznie tam, gdzie pozwala na to DPDP Act, a w przypadku Brazylii z zabezpieczeniami wymaganymi przez LGPD, takimi jak standardowe klauzule umowne.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Zmiany i kontakt',
      paragraphs: [
        'Gdy niniejsza polityka się zmienia, aktualizujemy powyższą datę, ogłaszamy istotne zmiany w aplikacji i w razie potrzeby ponownie prosimy o zgodę. W sprawie pytań, wniosków lub skarg skorzystaj z kanału wsparcia wskazanego w aplikacji.',
      ],
    },
  ],
};

export default privacyPolicy;
