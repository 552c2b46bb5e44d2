import type { PolicyDocument } from '../../policy-document';

const riskDisclosurePolicy: PolicyDocument = {
  title: 'Upozornění na rizika',
  updated: '2026-11-23',
  intro: [
    'KPlay je místo, kde můžete hrát, plnit questy a získávat odměny. Některé z těchto odměn jsou digitální tokeny a některé lze proměnit v peníze. To s sebou nese rizika, kterým byste měli porozumět dříve, než koupíte K-Cash, směníte USDT, připojíte peněženku nebo vyberete výdělky. „My“ a „Provozovatel“ znamenají organizaci, která provozuje tuto instalaci KPlay.',
    'Čtěte tuto stránku společně se Smluvními podmínkami. Pokud vám zde něco není jasné, zeptejte se nás přes kanál podpory uvedený v aplikaci dříve, než jakoukoli hodnotu utratíte nebo převedete.',
  ],
  sections: [
    {
      id: 'not-an-investment',
      heading: 'Odměny nejsou investice',
      paragraphs: [
        'K-Cash, odměnový token, K-Points, karty POG a odměny z kampaní jsou odměnou za účast. Nejsou to akcie, vklady, úspory ani investiční produkty a nedávají vám žádný vlastnický podíl v KPlay, u Provozovatele ani v žádné hře. Nikdo v KPlay vám nemůže slíbit, že cokoli, co získáte nebo koupíte, bude později mít vyšší hodnotu.',
        'Nekupujte K-Cash ani se neúčastněte kampaní v naději na zisk a nikdy neutrácejte peníze, o které si nemůžete dovolit přijít.',
      ],
    },
    {
      id: 'value-can-change',
      heading: 'Hodnota tokenů se může měnit',
      paragraphs: [
        'Vedlejší odměnový token a jakýkoli token, který kampaň vyplácí, může rychle stoupnout nebo klesnout na hodnotě, nebo se stát bezcenným. Jeho cena může záviset na trzích, na projektu, který za ním stojí, a na událostech, které nemáme pod kontrolou. Odhadovaná hodnota, kterou kampaň ukazuje na svém začátku, se může velmi lišit od hodnoty v okamžiku připsání odměn.',
        'USDT je stablecoin vydávaný třetí stranou. Snaží se udržet hodnotu jednoho amerického dolaru, ale tuto vazbu může ztratit, a jeho hodnota v rupiích, realech nebo ve vaší měně se mění s měnovými kurzy.',
      ],
    },
    {
      id: 'k-cash',
      heading: 'Jakou hodnotu má K-Cash',
      paragraphs: [
        'K-Cash je měna v aplikaci. Nemá žádnou peněžní hodnotu, kromě případů, kdy ji aplikace výslovně nabízí, například když uplatníte poukazy v obchodě nebo po KYC vyberete výdělky v K-Cash. Směna převádí USDT na K-Cash v poměru 1 USDT = 1000 K-Cash a aplikace nemusí nabízet cestu zpět z K-Cash na USDT.',
        'K-Points jsou body pouze pro postup a žebříčky. Nelze je koupit, prodat ani vybrat jako peníze. To, k čemu lze K-Cash a K-Points použít, můžeme změnit, s oznámením v aplikaci.',
      ],
    },
    {
      id: 'blockchain-risks',
      heading: 'Rizika blockchainu',
      paragraphs: [
        'Některé odměny, směny a karty POG využívají veřejné blockchainy. Blockchainy fungují jinak než banky:',
      ],
      list: [
        'Transakce nelze vrátit. Jakmile je převod potvrzen, nemůžeme ho zrušit my ani nikdo jiný.',
        'Tokeny odeslané na špatnou adresu nebo ve špatné síti jsou obvykle nenávratně ztraceny. Před podpisem vždy zkontrolujte adresu a síť.',
        'Sítě účtují poplatky za gas. Poplatky se mění podle vytížení, mohou být vysoké a při neúspěšné transakci se nevracejí.',
        'Chytré kontrakty, mosty a tokeny mohou obsahovat chyby nebo být napadeny a sítě se mohou zpomalit, rozdělit (fork) nebo zastavit.',
        'Každý účet má svěřeneckou peněženku EVM, kterou pro vás spravuje Provozovatel. Pokud připojíte vlastní peněženku, její klíče ovládáte pouze vy: pokud ztratíte obnovovací frázi, nikdo ji nedokáže obnovit.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Hry a kampaně třetích stran',
      paragraphs: [
        'Hry v Aréně Klash, hry, na které odkazují questy, a mnoho kampaní K-Drop provozují jiné společnosti. Nevytváříme je ani je neovládáme a neodpovídáme za jejich obsah, pravidla, tokeny ani za to, zda dodrží své sliby. Než začnete hrát nebo připojíte účet, přečtěte si jejich vlastní podmínky.',
        'Partner může hru změnit, ukončit ji nebo přestat vyplácet odměny. Nikdy nesdělujte žádné hře ani webu svůj jednorázový kód ani obnovovací frázi peněženky.',
      ],
    },
    {
      id: 'campaigns-end',
      heading: 'Kampaně končí a fondy odměn docházejí',
      paragraphs: [
        'Každý quest a každá kampaň má čas ukončení a omezený fond odměn. Když se fond vyčerpá nebo čas vyprší, můžete dostat menší odměnu nebo žádnou, i když jste byli v polovině úkolů. Místa v žebříčcích a místa v questech jsou omezená. Připsání odměn po skončení kampaně může nějakou dobu trvat a odměny získané porušením pravidel se ruší.',
      ],
    },
    {
      id: 'tax',
      heading: 'Daně jsou vaší odpovědností',
      paragraphs: [
        'Odměny, zisky z tokenů a výplaty mohou být v místě vašeho bydliště zdanitelným příjmem. V Indii se příjmy z virtuálních digitálních aktiv daní a daň může být sražena u zdroje dříve, než výdělky obdržíte. Brazílie, Nepál a Bangladéš mají vlastní pravidla. Daň, kterou srazíme, nemusí být celou daní, kterou dlužíte. Veďte si vlastní záznamy a v případě nejistoty se poraďte s daňovým poradcem.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Zabezpečení vašeho účtu',
      paragraphs: [
        'Vaše telefonní číslo a jednorázový kód jsou klíči k vašemu účtu a zůstatkům. Kdokoli, kdo získá váš kód, se může přihlásit jako vy. V chatu ani v telefonu nikdy nežádáme o váš kód, úplné číslo Aadhaar ani obnovovací frázi. Mějte telefon zamčený, na sdílených zařízeních se odhlašujte a okamžitě kontaktujte podporu, pokud máte podezření, že váš účet někdo převzal. Hodnotu, kterou někdo převedl pomocí vašich vlastních přihlašovacích údajů, nemůžeme vždy získat zpět.',
      ],
    },
    {
      id: 'regulatory-change',
      heading: 'Zákony se mohou změnit',
      paragraphs: [
        'Pravidla pro digitální tokeny, online hry a odměny se v Indii, Brazílii a dalších zemích stále vyvíjejí. Nový zákon nebo nařízení regulátora nás může přinutit změnit nebo ukončit funkce, jako jsou směny, tokenové odměny nebo výplaty, omezit je ve vaší zemi nebo vás požádat o další informace. Když k tomu dojde, oznámíme vám to v aplikaci.',
      ],
    },
    {
      id: 'no-financial-advice',
      heading: 'Nejde o finanční poradenství',
      paragraphs: [
        'Nic v KPlay, včetně stránek kampaní, článků, videí, příspěvků klanů nebo zpráv od našeho týmu, není finančním, investičním, právním ani daňovým poradenstvím. Rozhodujte se sami a v případě potřeby si vyžádejte nezávislou radu.',
      ],
    },
  ],
};

export default riskDisclosurePolicy;
