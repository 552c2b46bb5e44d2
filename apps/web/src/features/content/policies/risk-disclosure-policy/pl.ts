import type { PolicyDocument } from '../../policy-document';

const riskDisclosurePolicy: PolicyDocument = {
  title: 'Informacja o ryzyku',
  updated: '2026-11-23',
  intro: [
    'KPlay to miejsce, w którym możesz grać, wykonywać questy i zdobywać nagrody. Część tych nagród to tokeny cyfrowe, a część można zamienić na pieniądze. Wiąże się to z ryzykiem, które powinieneś zrozumieć, zanim kupisz K-Cash, wymienisz USDT, podłączysz portfel lub odbierzesz zarobki. „My” i „Operator” oznaczają organizację prowadzącą tę instalację KPlay.',
    'Czytaj tę stronę razem z Regulaminem. Jeśli coś tutaj jest niejasne, zapytaj nas przez kanał wsparcia wskazany w aplikacji, zanim wydasz lub przeniesiesz jakąkolwiek wartość.',
  ],
  sections: [
    {
      id: 'not-an-investment',
      heading: 'Nagrody nie są inwestycją',
      paragraphs: [
        'K-Cash, token nagród, K-Points, karty POG i nagrody z kampanii to nagrody za udział. Nie są to akcje, depozyty, oszczędności ani produkty inwestycyjne i nie dają Ci żadnych praw własności do KPlay, Operatora ani żadnej gry. Nikt w KPlay nie może obiecać, że cokolwiek, co zdobędziesz lub kupisz, będzie później warte więcej.',
        'Nie kupuj K-Cash ani nie bierz udziału w kampaniach w nadziei na zysk i nigdy nie wydawaj pieniędzy, na których utratę nie możesz sobie pozwolić.',
      ],
    },
    {
      id: 'value-can-change',
      heading: 'Wartość tokenów może się zmieniać',
      paragraphs: [
        'Dodatkowy token nagród i każdy token wypłacany w ramach kampanii może szybko zyskać lub stracić na wartości albo stać się bezwartościowy. Jego cena może zależeć od rynków, projektu, który za nim stoi, i zdarzeń, na które nie mamy wpływu. Szacunkowa wartość pokazywana przez kampanię na jej starcie może znacznie różnić się od wartości w chwili przyznania nagród.',
        'USDT to stablecoin emitowany przez podmiot zewnętrzny. Ma utrzymywać wartość równą jednemu dolarowi amerykańskiemu, ale może to powiązanie utracić, a jego wartość w rupiach, realach lub Twojej walucie zmienia się wraz z kursami wymiany.',
      ],
    },
    {
      id: 'k-cash',
      heading: 'Ile jest wart K-Cash',
      paragraphs: [
        'K-Cash to waluta wewnątrz aplikacji. Nie ma wartości pieniężnej, z wyjątkiem sytuacji, w których aplikacja wyraźnie ją oferuje, na przykład gdy realizujesz bony w sklepie lub odbierasz zarobki w K-Cash po KYC. Wymiana zamienia USDT na K-Cash po kursie 1 USDT = 1000 K-Cash, a aplikacja może nie oferować wymiany z K-Cash z powrotem na USDT.',
        'K-Points to punkty służące wyłącznie do śledzenia postępów i rankingów. Nie można ich kupić, sprzedać ani odebrać w formie pieniędzy. Możemy zmienić to, do czego można używać K-Cash i K-Points, informując o tym w aplikacji.',
      ],
    },
    {
      id: 'blockchain-risks',
      heading: 'Ryzyka związane z blockchainem',
      paragraphs: [
        'Niektóre nagrody, wymiany i karty POG korzystają z publicznych blockchainów. Blockchainy działają inaczej niż banki:',
      ],
      list: [
        'Transakcji nie można cofnąć. Ani my, ani nikt inny nie może anulować przelewu po jego potwierdzeniu.',
        'Tokeny wysłane na niewłaściwy adres lub w niewłaściwej sieci zwykle przepadają na zawsze. Zawsze sprawdzaj adres i sieć, zanim podpiszesz transakcję.',
        'Sieci pobierają opłaty za gaz. Opłaty zmieniają się w zależności od ruchu, mogą być wysokie i nie są zwracane, jeśli transakcja się nie powiedzie.',
        'Inteligentne kontrakty, mosty i tokeny mogą zawierać błędy lub zostać zhakowane, a sieci mogą zwolnić, ulec rozwidleniu (fork) lub przestać działać.',
        'Każde konto ma powierniczy portfel EVM, który Operator przechowuje w Twoim imieniu. Jeśli podłączysz własny portfel, tylko Ty kontrolujesz jego klucze: jeśli zgubisz frazę odzyskiwania, nikt nie będzie mógł jej odtworzyć.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Gry i kampanie podmiotów zewnętrznych',
      paragraphs: [
        'Gry na Arenie Klash, gry, do których prowadzą linki z questów, i wiele kampanii K-Drop są prowadzone przez inne firmy. Nie tworzymy ich ani nie kontrolujemy i nie odpowiadamy za ich treści, zasady, tokeny ani za to, czy dotrzymują obietnic. Zanim zaczniesz grać lub podłączysz konto, przeczytaj ich własne warunki.',
        'Partner może zmienić grę, zamknąć ją lub przestać wypłacać nagrody. Nigdy nie podawaj grze ani stronie internetowej swojego kodu jednorazowego ani frazy odzyskiwania portfela.',
      ],
    },
    {
      id: 'campaigns-end',
      heading: 'Kampanie się kończą, a pule nagród wyczerpują',
      paragraphs: [
        'Każdy quest i każda kampania mają termin zakończenia i ograniczoną pulę nagród. Gdy pula się wyczerpie lub czas minie, możesz otrzymać mniejszą nagrodę lub nie otrzymać jej wcale, nawet jeśli wykonałeś już część zadań. Liczba miejsc w rankingach i miejsc w questach jest ograniczona. Przyznanie nagród po zakończeniu kampanii może potrwać, a nagrody zdobyte z naruszeniem zasad są anulowane.',
      ],
    },
    {
      id: 'tax',
      heading: 'Podatki są Twoim obowiązkiem',
      paragraphs: [
        'Nagrody, zyski z tokenów i wypłaty mogą stanowić dochód podlegający opodatkowaniu w kraju Twojego zamieszkania. W Indiach dochód z wirtualnych aktywów cyfrowych podlega opodatkowaniu, a podatek może zostać pobrany u źródła, zanim otrzymasz zarobki. Brazylia, Nepal i Bangladesz mają własne przepisy. Pobrany przez nas podatek może nie obejmować całego należnego od Ciebie podatku. Prowadź własną dokumentację i w razie wątpliwości skonsultuj się z doradcą podatkowym.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Bezpieczeństwo Twojego konta',
      paragraphs: [
        'Twój numer telefonu i kod jednorazowy to klucze do Twojego konta i Twoich sald. Każdy, kto zdobędzie Twój kod, może zalogować się jako Ty. Nigdy nie prosimy o Twój kod, pełny numer Aadhaar ani frazę odzyskiwania na czacie ani przez telefon. Blokuj telefon, wylogowuj się na współdzielonych urządzeniach i natychmiast skontaktuj się ze wsparciem, jeśli podejrzewasz, że ktoś przejął Twoje konto. Nie zawsze możemy odzyskać wartość przeniesioną przez kogoś, kto użył Twoich własnych danych logowania.',
      ],
    },
    {
      id: 'regulatory-change',
      heading: 'Przepisy mogą się zmienić',
      paragraphs: [
        'Zasady dotyczące tokenów cyfrowych, gier online i nagród wciąż się zmieniają w Indiach, Brazylii i innych krajach. Nowa ustawa lub decyzja organu nadzoru może zmusić nas do zmiany lub wyłączenia takich funkcji jak wymiany, nagrody w tokenach czy wypłaty, do ich ograniczenia w Twoim kraju lub do poproszenia Cię o dodatkowe informacje. Gdy tak się stanie, poinformujemy Cię w aplikacji.',
      ],
    },
    {
      id: 'no-financial-advice',
      heading: 'To nie jest doradztwo finansowe',
      paragraphs: [
        'Nic w KPlay, w tym strony kampanii, artykuły, filmy, posty klanów czy wiadomości od naszego zespołu, nie stanowi doradztwa finansowego, inwestycyjnego, prawnego ani podatkowego. Decyduj samodzielnie, a w razie potrzeby zasięgnij niezależnej porady.',
      ],
    },
  ],
};

export default riskDisclosurePolicy;
