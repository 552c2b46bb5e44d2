import type { PolicyDocument } from '../../policy-document';

const termsAndConditions: PolicyDocument = {
  title: 'Smluvní podmínky',
  updated: '2026-11-23',
  intro: [
    'Tyto Podmínky jsou smlouvou mezi vámi a Provozovatelem, tedy organizací, která provozuje tuto instalaci KPlay („my“, „nás“). Vztahují se na K-Quest, K-Drop, peněženku a obchod, klany, karty Proof of Gamer a Arénu Klash. Jejich součástí jsou naše Zásady ochrany osobních údajů, Zásady AML a KYC a Upozornění na rizika.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Přijetí těchto Podmínek',
      paragraphs: [
        'Vytvořením účtu nebo používáním KPlay tyto Podmínky přijímáte. Pokud s nimi nesouhlasíte, KPlay nepoužívejte. Některé questy, kampaně a poukazy mají další pravidla uvedená na jejich stránce; ta platí rovněž.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Kdo může KPlay používat',
      paragraphs: [
        'Musí vám být alespoň 18 let a právo vaší země vám musí účast v programech odměn dovolovat. Některé kampaně jsou dostupné jen v určitých zemích. K účasti v kampani, která v místě vašeho bydliště není dostupná, nesmíte používat VPN ani nepravdivé údaje.',
      ],
    },
    {
      id: 'account',
      heading: 'Váš účet a přihlášení',
      paragraphs: [
        'Přihlašujete se telefonním číslem a jednorázovým kódem, nebo přes Google či Telegram. Telefon a kódy chraňte: odpovídáte za vše, co se na vašem účtu děje. Uživatelské jméno musí mít 5 až 10 písmen nebo číslic a nesmí napodobovat někoho jiného ani být urážlivé.',
        'Jeden člověk, jeden účet. Nesmíte vytvářet, kupovat, prodávat, sdílet ani ovládat více než jeden účet a každý účet dostává vlastní adresu svěřenecké peněženky EVM, která s ním zůstává spojena.',
      ],
    },
    {
      id: 'currencies-and-ledger',
      heading: 'Měny a váš zůstatek',
      paragraphs: [
        'KPlay používá K-Cash, vedlejší odměnový token, K-Points a USDT. Každé připsání a odepsání se zaznamenává do naší účetní knihy, která je oficiálním záznamem vašich zůstatků. Záznamy se nikdy neupravují: chyba se opravuje novým opravným záznamem a odměny připsané omylem nebo podváděním můžeme stornovat.',
        'Zůstatky nemůžete převádět jinému uživateli, pokud k tomu aplikace nenabízí funkci. USDT můžete směnit na K-Cash v poměru 1 USDT = 1000 K-Cash a K-Cash koupit za cenu zobrazenou před platbou. Nákupy a směny jsou po potvrzení konečné, pokud zákon nestanoví jinak. K-Points nemají peněžní hodnotu.',
      ],
    },
    {
      id: 'quests-and-campaigns',
      heading: 'Questy, kampaně a fair play',
      paragraphs: [
        'Každý quest a každá kampaň K-Drop uvádí své úkoly, termíny, fond odměn a případná omezení podle zemí nebo počtu míst. Úkoly ověřujeme automaticky nebo s partnerem; úkol se započítá, až když je zobrazen jako ověřený. Odměny se připisují po skončení kampaně a mohou být nižší, než se odhadovalo, pokud se fond vyčerpá.',
        'Podvádění kazí KPlay všem. Pokud uděláte cokoli z následujícího, můžeme zrušit vaše odměny, zabavit vaše zůstatky a uzavřít všechny zapojené účty:',
      ],
      list: [
        'Používání botů, skriptů, emulátorů nebo automatizace k plnění úkolů nebo hraní her.',
        'Provozování více účtů nebo používání cizích telefonů, čísel PAN nebo bankovních účtů.',
        'Falšování důkazů, nákup sledujících nebo mazání akcí na sociálních sítích poté, co byly ověřeny.',
        'Zneužívání chyb místo jejich nahlášení podpoře.',
      ],
    },
    {
      id: 'earnings-and-kyc',
      heading: 'Výběr výdělků a KYC',
      paragraphs: [
        'K výběru výdělků musíte projít KYC podle Zásad AML a KYC, a to s doklady a bankovním účtem na vlastní jméno. Před výplatou může být sražena daň a aplikace vám částku ukáže dříve, než ji potvrdíte. Výdělky nevybrané do data platnosti uvedeného v aplikaci mohou propadnout. Během přezkumu účtu můžeme výplaty zadržet.',
      ],
    },
    {
      id: 'store-vouchers',
      heading: 'Poukazy v obchodě',
      paragraphs: [
        'Poukazy v K-Store dodávají partnerské značky. Uplatnění je po potvrzení konečné: nemůžeme ho vyměnit ani vrátit na váš zůstatek, ledaže poukaz, který dodáme, nefunguje. Každý poukaz se řídí podmínkami svého partnera, například datem platnosti a místy, kde jej lze použít, a za zboží nebo službu odpovídá partner.',
      ],
    },
    {
      id: 'clans',
      heading: 'Klany',
      paragraphs: [
        'Vůdce klanu zakládá klan s názvem, městem, zemí, logem, bannerem a popisem a odpovídá za to, aby byly slušné a v souladu se zákonem, za přijímání členů a za to, aby v klanu nikdo nepodváděl. Vůdci nesmějí od členů vybírat peníze, prodávat místa ani slibovat odměny, které nenabízíme.',
        'Aby klany zůstaly stabilní, může vůdce klan smazat až po uplynutí minimálního počtu dnů a po odchodu z klanu nebo jeho smazání musíte počkat minimální počet dnů, než se přidáte k jinému nebo založíte nový. Aktuální hodnoty zobrazuje aplikace. Klan, který porušuje tyto Podmínky, můžeme přejmenovat, skrýt nebo odstranit.',
      ],
    },
    {
      id: 'proof-of-gamer',
      heading: 'Karta Proof of Gamer a jména',
      paragraphs: [
        'Vaše jméno POG musí mít 5 až 12 písmen nebo číslic a musí být jedinečné. Vyhrazujeme si jména značek, her, veřejně známých osob, rolí KPlay a zaměstnanců a jméno, které se vydává za někoho jiného nebo je urážlivé, můžeme odebrat. Vyražená karta POG je vázána na váš účet a nelze ji prodat ani převést na jiný účet. Její skóre počítáme my a mohou se měnit.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Váš obsah a chování',
      paragraphs: [
        'To, co zveřejníte, například popisy klanů, loga a odkazy na důkazy, patří vám, a nám dovolujete to zobrazovat v KPlay a v odkazech ke sdílení. Nezveřejňujte obsah, který je nezákonný, nenávistný, sexuální, násilný, zavádějící nebo který bez svolení používá cizí dílo či podobu. Neobtěžujte ostatní hráče, nespamujte a neútočte na naše systémy.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Hry a služby třetích stran',
      paragraphs: [
        'Hry v Aréně Klash, kampaně partnerů a propojené služby, jako jsou X, Discord, Google, Telegram a Steam, provozují jiní podle svých vlastních podmínek. Neodpovídáme za ně. Jejich používání je věcí mezi vámi a nimi.',
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Pozastavení a ukončení',
      paragraphs: [
        'Váš účet můžeme pozastavit nebo zrušit, pokud možno s předchozím upozorněním, jestliže porušíte tyto Podmínky, jestliže to vyžaduje zákon nebo k ochraně ostatních uživatelů. Zůstatky získané porušením pravidel propadají. Odejít můžete kdykoli žádostí o smazání na stránce /delete-user-account; nejdříve si vyberte výdělky.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Vyloučení záruk a omezení odpovědnosti',
      paragraphs: [
        'KPlay je poskytován „tak, jak je“. Snažíme se, aby fungoval a byl přesný, ale neslibujeme, že bude vždy dostupný, bez chyb ani že si jakákoli odměna udrží svou hodnotu. V rozsahu, který zákon dovoluje, neodpovídáme za nepřímé ztráty, ušlý zisk ani ztráty způsobené hrami třetích stran, blockchainy nebo vaším vlastním zařízením a naše celková odpovědnost vůči vám je omezena na částku, kterou jste nám zaplatili během dvanácti měsíců před uplatněním nároku. Nic v těchto Podmínkách vás nezbavuje práv, která vám dává spotřebitelské právo.',
      ],
    },
    {
      id: 'law-changes-contact',
      heading: 'Rozhodné právo, změny a kontakt',
      paragraphs: [
        'Tyto Podmínky se řídí právem jurisdikce Provozovatele uvedené v aplikaci a spory rozhodují soudy tam jmenované, aniž by tím byla dotčena ochrana, kterou vám poskytuje země vašeho bydliště. Tyto Podmínky můžeme aktualizovat; změníme datum výše a důležité změny oznámíme v aplikaci dříve, než začnou platit. Kontaktujte nás přes kanál podpory uvedený v aplikaci.',
      ],
    },
  ],
};

export default termsAndConditions;
