import type { PolicyDocument } from '../../policy-document';

const amlKycPolicy: PolicyDocument = {
  title: 'Zásady AML a KYC',
  updated: '2026-11-23',
  intro: [
    'Tyto zásady vysvětlují, proč KPlay žádá některé hráče o prokázání totožnosti, kdy to dělá, co ověřuje a co se s těmito informacemi děje. „My“ a „Provozovatel“ znamenají organizaci, která provozuje tuto instalaci KPlay.',
    'KYC znamená „poznej svého zákazníka“ (know your customer). AML znamená boj proti praní peněz (anti-money laundering). Společně zajišťují, aby odměny dostávali skuteční hráči, brání podvodům a umožňují nám dodržovat daňové a finanční předpisy zemí, kde se KPlay používá, především Indie a Brazílie, a také Nepálu a Bangladéše.',
  ],
  sections: [
    {
      id: 'why-we-check',
      heading: 'Proč ověřujeme vaši totožnost',
      paragraphs: [
        'KPlay vyplácí skutečné hodnoty: K-Cash, odměnový token a USDT, které můžete vybrat, směnit nebo utratit v obchodě. Cokoli, co má hodnotu, přitahuje lidi, kteří se snaží podvádět, prát peníze nebo si opakovaně nárokovat odměny pomocí falešných účtů.',
        'Ověření totožnosti předtím, než peníze opustí platformu, nám umožňuje zajistit, aby si každý vybíral pouze vlastní výdělky, aby odměny nebyly zasílány osobám na sankčních seznamech a aby daň byla správně sražena a oznámena tam, kde to vyžaduje zákon.',
      ],
    },
    {
      id: 'when-kyc-is-required',
      heading: 'Kdy je KYC vyžadováno',
      paragraphs: [
        'Bez KYC se můžete zaregistrovat, plnit questy, přidat se ke klanu a hrát v Aréně Klash. Žádáme o něj v těchto situacích:',
      ],
      list: [
        'Než poprvé vyberete výdělky na stránce „Vybrat výdělky“.',
        'Když částky, které jste vybrali, koupili nebo směnili, překročí limit stanovený Provozovatelem. Limit se v aplikaci zobrazí dříve, než ho dosáhnete.',
        'Když se změní váš bankovní účet nebo údaje pro výplatu.',
        'Když naše kontroly označí neobvyklou aktivitu na vašem účtu (viz „Monitorování“ níže).',
        'Když nám zákon, soud nebo regulátor uloží ověření zopakovat.',
      ],
    },
    {
      id: 'documents-we-ask-for',
      heading: 'Jaké doklady vyžadujeme',
      paragraphs: [
        'V Indii žádáme o níže uvedené doklady. Aplikace přijímá pouze hodnoty ve správném formátu, například číslo bankovního účtu o 9 až 18 číslicích a IFSC o 11 znacích (čtyři písmena, nula a poté šest písmen nebo číslic).',
      ],
      list: [
        'PAN (Permanent Account Number): vyžadováno před výběrem výdělků, protože indické daňové právo spojuje výplaty a sraženou daň s vaším PAN.',
        'Aadhaar: ověřujeme jej prostřednictvím schváleného poskytovatele ověření a uchováváme pouze maskované číslo, na kterém jsou vidět poslední čtyři číslice. Nikdy neuchováváme vaše úplné číslo Aadhaar ani žádné biometrické údaje a nikdy nežádáme o fotografii karty.',
        'Číslo bankovního účtu a IFSC: účet musí být veden na vaše jméno a jméno se musí shodovat s vaším PAN. Výdělky se vyplácejí pouze na ověřený účet.',
        'V Brazílii žádáme o vaše CPF a bankovní účet vedený na vaše jméno. V Nepálu, Bangladéši a dalších zemích aplikace uvádí příslušné národní identifikační nebo daňové číslo, například PAN v Nepálu nebo NID v Bangladéši.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Prověrka sankčních seznamů',
      paragraphs: [
        'Když dokončíte KYC, a znovu při každé změně sankčních seznamů, porovnáváme vaše jméno a zemi s konsolidovaným sankčním seznamem Rady bezpečnosti OSN a se seznamy, které se na Provozovatele vztahují, například s těmi, jež jsou zveřejňovány podle indického práva.',
        'Adresy peněženek, na které směřují výběry, porovnáváme se zveřejněnými seznamy sankcionovaných blockchainových adres. Při shodě pozastavíme výplaty z účtu na dobu přezkumu a osobě s potvrzenou shodou nemůžeme službu poskytovat.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Monitorování neobvyklé aktivity',
      paragraphs: [
        'Sledujeme vzorce, které naznačují podvod nebo praní peněz. Označení neznamená, že jste udělali něco špatně; znamená, že se na věc podívá člověk. Příklady:',
      ],
      list: [
        'Mnoho účtů, které používají stejné zařízení, telefon, bankovní účet, PAN nebo peněženku.',
        'Odměny vybírané mnohem rychleji, než by člověk stihl splnit úkoly, což často znamená bota.',
        'Nákup nebo směna velkých částek s okamžitým pokusem o jejich výběr.',
        'Přihlášení ze země odlišné od té uvedené ve vašem KYC nebo skrývání polohy za účelem účasti v kampaních, které ve vaší zemi nejsou dostupné.',
        'Výplaty na účty nebo peněženky, které vám nepatří.',
      ],
    },
    {
      id: 'tax-withholding',
      heading: 'TDS a srážková daň v Indii',
      paragraphs: [
        'Pokud to vyžaduje indický zákon o dani z příjmů, srážíme daň u zdroje (TDS) z vašich výdělků před jejich vyplacením. Sazba závisí na druhu odměny a na právní úpravě platné v danou chvíli. Obrazovka „Vybrat výdělky“ vám před potvrzením ukáže hrubou částku, sraženou daň a částku, kterou obdržíte.',
        'Daň odvádíme pod vaším PAN, takže se objeví ve vašem formuláři 26AS a ve výročním informačním výkazu (Annual Information Statement), a na požádání vám můžeme vystavit potvrzení o TDS. Pokud PAN chybí nebo je neplatné, může zákon vyžadovat vyšší sazbu. Jiné země mohou mít vlastní pravidla srážkové daně; aplikace vám oznámí, kdy se uplatní. Zaplacení jakékoli další daně, kterou dlužíte, je vaší odpovědností.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Uchovávání záznamů',
      paragraphs: [
        'Uchováváme výsledek každého ověření, maskovaná čísla vašich dokladů, datum každého ověření a účetní knihu všech pohybů hodnot na vašem účtu. Tyto záznamy uchováváme tak dlouho, jak vyžadují předpisy proti praní peněz a daňové předpisy, což v Indii může být pět let po uzavření účtu, a to i tehdy, když svůj účet smažete. Po uplynutí této doby jsou smazány nebo anonymizovány.',
        'Záznamy KYC mohou vidět pouze zaměstnanci, kteří je potřebují ke své práci. Zásady ochrany osobních údajů vysvětlují, jak osobní údaje chráníme a komu je předáváme.',
      ],
    },
    {
      id: 'refusal-and-suspension',
      heading: 'Odmítnutí, zadržení a pozastavení',
      paragraphs: [
        'Můžeme odmítnout KYC, zadržet výdělky během přezkumu účtu, omezit směny, nákupy nebo výběry nebo účet pozastavit, pokud předložíte nepravdivé nebo vypůjčené doklady, neprojdete prověrkou sankčních seznamů, odmítnete odpovědět na přiměřené otázky nebo jste spojeni s podvodem či zneužíváním. Odměny získané podváděním nebo pomocí více účtů propadají podle Smluvních podmínek.',
        'Pokud to vyžaduje zákon, hlásíme podezřelou aktivitu úřadům, například Financial Intelligence Unit v Indii nebo COAF v Brazílii. Zákon nám může zakazovat sdělit vám, že bylo oznámení podáno.',
      ],
    },
    {
      id: 'contact',
      heading: 'Dotazy a kontakt',
      paragraphs: [
        'Pokud bylo vaše KYC zamítnuto, vaše výdělky jsou zadrženy nebo si myslíte, že ověření bylo chybné, napište nám přes kanál podpory uvedený v aplikaci. Uveďte své uživatelské jméno a co se stalo. Nikdy ve zprávě neposílejte úplné číslo Aadhaar, hesla ani jednorázové kódy: nikdy o ně nebudeme žádat.',
      ],
    },
  ],
};

export default amlKycPolicy;
