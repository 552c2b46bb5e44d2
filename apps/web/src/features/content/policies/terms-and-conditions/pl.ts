import type { PolicyDocument } from '../../policy-document';

const termsAndConditions: PolicyDocument = {
  title: 'Regulamin',
  updated: '2026-11-23',
  intro: [
    'Niniejszy Regulamin stanowi umowę między Tobą a Operatorem, czyli organizacją prowadzącą tę instalację KPlay („my”, „nas”). Obejmuje K-Quest, K-Drop, portfel i sklep, klany, karty Proof of Gamer oraz Arenę Klash. Jego częścią są nasza Polityka prywatności, Polityka AML i KYC oraz Informacja o ryzyku.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Akceptacja Regulaminu',
      paragraphs: [
        'Zakładając konto lub korzystając z KPlay, akceptujesz niniejszy Regulamin. Jeśli się z nim nie zgadzasz, nie korzystaj z KPlay. Niektóre questy, kampanie i bony mają dodatkowe zasady podane na ich stronie; one również obowiązują.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Kto może korzystać z KPlay',
      paragraphs: [
        'Musisz mieć ukończone 18 lat, a prawo Twojego kraju musi zezwalać Ci na udział w programach nagród. Niektóre kampanie są dostępne tylko w wybranych krajach. Nie wolno używać VPN ani fałszywych danych, aby dołączyć do kampanii niedostępnej w miejscu Twojego zamieszkania.',
      ],
    },
    {
      id: 'account',
      heading: 'Twoje konto i logowanie',
      paragraphs: [
        'Logujesz się za pomocą numeru telefonu i kodu jednorazowego albo przez Google lub Telegram. Chroń swój telefon i kody: odpowiadasz za wszystko, co dzieje się na Twoim koncie. Nazwa użytkownika musi składać się z 5–10 liter lub cyfr, nie może kopiować cudzej nazwy ani być obraźliwa.',
        'Jedna osoba, jedno konto. Nie wolno zakładać, kupować, sprzedawać, udostępniać ani kontrolować więcej niż jednego konta, a każde konto otrzymuje własny adres powierniczego portfela EVM, który pozostaje z nim powiązany.',
      ],
    },
    {
      id: 'currencies-and-ledger',
      heading: 'Waluty i Twoje saldo',
      paragraphs: [
        'KPlay korzysta z K-Cash, dodatkowego tokena nagród, K-Points i USDT. Każde uznanie i obciążenie jest zapisywane w naszym rejestrze, który stanowi oficjalny zapis Twoich sald. Zapisy nigdy nie są edytowane: błąd koryguje się nowym zapisem korygującym, a nagrody przyznane omyłkowo lub w wyniku oszustwa możemy wycofać.',
        'Nie możesz przenosić sald na innego użytkownika, chyba że aplikacja oferuje taką funkcję. Możesz wymienić USDT na K-Cash po kursie 1 USDT = 1000 K-Cash i kupić K-Cash po cenie widocznej przed zapłatą. Zakupy i wymiany są ostateczne po potwierdzeniu, chyba że prawo stanowi inaczej. K-Points nie mają wartości pieniężnej.',
      ],
    },
    {
      id: 'quests-and-campaigns',
      heading: 'Questy, kampanie i uczciwa gra',
      paragraphs: [
        'Każdy quest i każda kampania K-Drop pokazują swoje zadania, terminy, pulę nagród i ewentualne ograniczenia krajów lub liczby miejsc. Sprawdzamy zadania automatycznie lub wspólnie z partnerem; zadanie się liczy dopiero wtedy, gdy jest oznaczone jako zweryfikowane. Nagrody są przyznawane po zakończeniu kampanii i mogą być mniejsze od szacowanych, jeśli pula się wyczerpie.',
        'Oszukiwanie psuje KPlay wszystkim. Jeśli zrobisz którąkolwiek z poniższych rzeczy, możemy anulować Twoje nagrody, odebrać Twoje salda i zamknąć wszystkie zaangażowane konta:',
      ],
      list: [
        'Używanie botów, skryptów, emulatorów lub automatyzacji do wykonywania zadań lub gier.',
        'Prowadzenie kilku kont lub używanie cudzych telefonów, numerów PAN albo kont bankowych.',
        'Fałszowanie dowodów, kupowanie obserwujących lub usuwanie działań w mediach społecznościowych po ich zweryfikowaniu.',
        'Wykorzystywanie błędów zamiast zgłaszania ich do wsparcia.',
      ],
    },
    {
      id: 'earnings-and-kyc',
      heading: 'Odbieranie zarobków i KYC',
      paragraphs: [
        'Aby odebrać zarobki, musisz przejść KYC zgodnie z Polityką AML i KYC, używając dokumentów i konta bankowego na własne nazwisko. Przed wypłatą może zostać pobrany podatek, a aplikacja pokazuje kwotę, zanim potwierdzisz. Zarobki nieodebrane przed terminem ważności wskazanym w aplikacji mogą wygasnąć. Możemy wstrzymać wypłaty na czas weryfikacji konta.',
      ],
    },
    {
      id: 'store-vouchers',
      heading: 'Bony w sklepie',
      paragraphs: [
        'Bony w K-Store dostarczają marki partnerskie. Realizacja bonu jest ostateczna po potwierdzeniu: nie możemy go wymienić ani zwrócić jego wartości na Twoje saldo, chyba że dostarczony przez nas bon nie działa. Każdy bon podlega warunkom swojego partnera, na przykład co do terminu ważności i miejsc, w których można go użyć, a za towary lub usługi odpowiada partner.',
      ],
    },
    {
      id: 'clans',
      heading: 'Klany',
      paragraphs: [
        'Lider klanu tworzy klan z nazwą, miastem, krajem, logo, banerem i opisem i odpowiada za to, by były one kulturalne i zgodne z prawem, za przyjmowanie członków oraz za to, by w klanie nie dochodziło do oszustw. Liderzy nie mogą pobierać od członków pieniędzy, sprzedawać miejsc ani obiecywać nagród, których nie oferujemy.',
        'Aby klany były stabilne, lider może usunąć klan dopiero po upływie minimalnej liczby dni, a po opuszczeniu lub usunięciu klanu trzeba odczekać minimalną liczbę dni, zanim dołączy się do innego klanu lub utworzy nowy. Aktualne wartości są widoczne w aplikacji. Możemy zmienić nazwę, ukryć lub usunąć klan, który narusza niniejszy Regulamin.',
      ],
    },
    {
      id: 'proof-of-gamer',
      heading: 'Karta Proof of Gamer i nazwy',
      paragraphs: [
        'Twoja nazwa POG musi składać się z 5–12 liter lub cyfr i być unikalna. Zastrzegamy nazwy marek, gier, osób publicznych, ról w KPlay i pracowników i możemy odebrać nazwę, która podszywa się pod kogoś lub jest obraźliwa. Wybita karta POG jest powiązana z Twoim kontem i nie można jej sprzedać ani przenieść na inne konto. Jej wyniki obliczamy my i mogą się one zmieniać.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Twoje treści i zachowanie',
      paragraphs: [
        'Jesteś właścicielem tego, co publikujesz, na przykład opisów klanu, logo i linków do dowodów, i pozwalasz nam wyświetlać te treści w KPlay i w linkach do udostępniania. Nie publikuj treści nielegalnych, nawołujących do nienawiści, o charakterze seksualnym, przedstawiających przemoc, wprowadzających w błąd ani wykorzystujących cudzą twórczość lub wizerunek bez zgody. Nie nękaj innych graczy, nie spamuj i nie atakuj naszych systemów.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Gry i usługi podmiotów zewnętrznych',
      paragraphs: [
        'Gry na Arenie Klash, kampanie partnerów oraz połączone usługi, takie jak X, Discord, Google, Telegram i Steam, są prowadzone przez inne podmioty na ich własnych warunkach. Nie odpowiadamy za nie. Korzystanie z nich jest sprawą między Tobą a nimi.',
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Zawieszenie i rozwiązanie',
      paragraphs: [
        'Możemy zawiesić lub zamknąć Twoje konto, w miarę możliwości z uprzedzeniem, jeśli naruszysz niniejszy Regulamin, jeśli wymaga tego prawo lub w celu ochrony innych użytkowników. Salda uzyskane z naruszeniem zasad przepadają. Możesz odejść w każdej chwili, prosząc o usunięcie konta na stronie /delete-user-account; najpierw odbierz zarobki.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Wyłączenia i ograniczenie odpowiedzialności',
      paragraphs: [
        'KPlay jest udostępniany „w stanie, w jakim jest”. Staramy się, aby działał i był dokładny, ale nie obiecujemy, że będzie zawsze dostępny, wolny od błędów ani że jakakolwiek nagroda zachowa swoją wartość. W zakresie dozwolonym przez prawo nie odpowiadamy za szkody pośrednie, utracone korzyści ani szkody spowodowane przez gry podmiotów zewnętrznych, blockchainy lub Twoje własne urządzenie, a nasza łączna odpowiedzialność wobec Ciebie jest ograniczona do kwoty, którą zapłaciłeś nam w ciągu dwunastu miesięcy przed zgłoszeniem roszczenia. Nic w niniejszym Regulaminie nie odbiera Ci praw przysługujących Ci na podstawie przepisów o ochronie konsumentów.',
      ],
    },
    {
      id: 'law-changes-contact',
      heading: 'Prawo właściwe, zmiany i kontakt',
      paragraphs: [
        'Niniejszy Regulamin podlega prawu jurysdykcji Operatora wskazanej w aplikacji, a spory rozstrzygają wskazane tam sądy, bez uszczerbku dla ochrony przysługującej Ci w kraju Twojego zamieszkania. Możemy aktualizować Regulamin; zmieniamy wtedy powyższą datę i ogłaszamy istotne zmiany w aplikacji, zanim wejdą w życie. Skontaktuj się z nami przez kanał wsparcia wskazany w aplikacji.',
      ],
    },
  ],
};

export default termsAndConditions;
