import type { PolicyDocument } from '../../policy-document';

const privacyPolicy: PolicyDocument = {
  title: 'Zásady ochrany osobních údajů',
  updated: '2026-11-23',
  intro: [
    'Tyto zásady vysvětlují, jaké osobní údaje KPlay shromažďuje, proč, kdo je vidí a jakou nad nimi máte kontrolu. „My“ a „Provozovatel“ znamenají organizaci, která provozuje tuto instalaci KPlay a odpovídá za vaše údaje: je správcem údajů (Data Fiduciary) podle indického zákona o ochraně digitálních osobních údajů z roku 2023 (DPDP Act) a správcem podle brazilského zákona LGPD.',
    'Vaše osobní údaje neprodáváme a nezobrazujeme vám na jejich základě reklamu třetích stran.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Co shromažďujeme',
      paragraphs: ['Shromažďujeme jen to, co potřebují funkce, které používáte:'],
      list: [
        'Účet: telefonní číslo, e-mail, pokud ho přidáte, uživatelské jméno, křestní jméno a volby v profilu, jako je země, město, vysoká škola, preferovaná role a platforma.',
        'Přihlášení: jednorázové kódy (ověřené a poté zahozené) a ID, e-mail nebo uživatelské jméno, které sdílí Google nebo Telegram, když je k přihlášení použijete.',
        'Propojené účty: vaše ID a uživatelská jména na platformách X (Twitter), Discord, Google, Telegram a Steam a veřejné akce, které úkol ověřuje.',
        'Peněženka: adresa vaší svěřenecké peněženky EVM, jakákoli peněženka, kterou připojíte, a vaše zůstatky a transakce.',
        'Poloha: vaše přibližná země a telefonní předvolba zjištěné z IP adresy. GPS nepoužíváme.',
        'Zařízení a používání: platforma (prohlížeč, Android, iOS, počítač), typ zařízení a analytické události s názvem stránky, tím, na co jste klepli, a ID relace (relace končí po 30 minutách nečinnosti).',
        'Aktivita: questy a kampaně, do kterých se zapojíte, důkazy, které odešlete, herní ID ve hrách třetích stran, váš klan a e-mail, město, telefon a vysoká škola uvedené v žádosti o roli vůdce klanu.',
        'KYC: PAN, maskované číslo Aadhaar (nikdy ne úplné číslo), bankovní účet a IFSC nebo jejich obdoba ve vaší zemi, například CPF v Brazílii, a výsledek každého ověření.',
        'Selfie: pouze pokud se rozhodnete ho nahrát pro svůj avatar.',
      ],
    },
    {
      id: 'selfie-and-avatar',
      heading: 'Vaše selfie a avatar',
      paragraphs: [
        'Selfie je nepovinné; můžete si vybrat hotovou postavu. Pokud ho nahrajete, použijeme ho pouze k vytvoření vašeho avatara Proof of Gamer, nikdy k ověření totožnosti ani rozpoznávání obličeje. Selfie se smaže, jakmile je avatar vytvořen, nebo do 30 dnů, pokud se vytvoření nedokončí. Avatar je součástí vaší veřejné karty POG.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Proč vaše údaje používáme',
      paragraphs: [],
      list: [
        'Abychom vytvořili váš účet a udrželi vás přihlášené.',
        'Abychom ověřovali úkoly, připisovali odměny a zobrazovali žebříčky, klany a karty POG.',
        'Abychom vedli účetní knihu a zpracovávali směny, nákupy, uplatnění v obchodě a výplaty.',
        'Abychom ověřovali totožnost, sráželi daň, dodržovali předpisy proti praní peněz (viz Zásady AML a KYC) a odhalovali boty, vícenásobné účty a podvody.',
        'Abychom zobrazovali kampaně pro vaši zemi, odpovídali na požadavky podpory a zlepšovali aplikaci.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Naše právní základy',
      paragraphs: [
        'Indie (DPDP Act): opíráme se o váš souhlas, který udělujete při registraci, propojení účtu, nahrání selfie nebo zahájení KYC, a o oprávněná použití, která zákon povoluje, například plnění daňových povinností a povinností v boji proti praní peněz. Souhlas můžete kdykoli odvolat; funkce, které ho potřebují, pak přestanou fungovat.',
        'Brazílie (LGPD): opíráme se o plnění naší smlouvy s vámi (Smluvních podmínek), právní povinnosti, náš oprávněný zájem na předcházení podvodům a zajištění bezpečnosti KPlay a o váš souhlas u volitelných věcí, jako je selfie.',
        'Jinde, včetně Nepálu a Bangladéše, poskytujeme stejnou ochranu a řídíme se místními předpisy.',
      ],
    },
    {
      id: 'sharing',
      heading: 'S kým údaje sdílíme',
      paragraphs: [
        'Naši poskytovatelé služeb (zpracovatelé) jednají pouze podle našich pokynů a na základě smlouvy:',
      ],
      list: [
        'Poskytovatel SMS nebo zpráv, který doručuje jednorázové kódy.',
        'Poskytovatel ověření totožnosti, který ověřuje PAN, Aadhaar, CPF a bankovní údaje.',
        'Platební poskytovatelé pro nákupy K-Cash a bankovní výplaty.',
        'Služby hostingu, analytiky, vytváření avatarů a zkracování odkazů.',
        'Partneři pro hry a kampaně, kteří dostávají pouze to, co potřebuje ověření úkolu, například vaše herní ID.',
      ],
    },
    {
      id: 'public-information',
      heading: 'Co vidí ostatní',
      paragraphs: [
        'Ostatní uživatelé vidí vaše uživatelské jméno, kartu POG, avatar, skóre, odznaky, klan a pozici v žebříčku. Blockchainové transakce adresy vaší peněženky jsou veřejné a trvalé. Údaje zpřístupňujeme, když to vyžaduje zákon, soud nebo regulátor.',
      ],
    },
    {
      id: 'retention',
      heading: 'Jak dlouho údaje uchováváme',
      paragraphs: [
        'Údaje účtu: dokud je váš účet otevřený. Analytické události: až 24 měsíců, poté pouze souhrny. Záznamy KYC: tak dlouho, jak vyžadují daňové předpisy a předpisy proti praní peněz, což v Indii může být pět let po uzavření účtu. Záznamy účetní knihy: trvale pro účetní účely, po smazání vašeho účtu anonymizované.',
      ],
    },
    {
      id: 'security',
      heading: 'Jak údaje chráníme',
      paragraphs: [
        'Šifrujeme spojení a údaje KYC, klíče svěřeneckých peněženek uchováváme v zabezpečených systémech, omezujeme přístup zaměstnanců a telefonní čísla a kódy nezapisujeme do logů. Svůj jednorázový kód nikdy nikomu nesdělujte, ani někomu, kdo tvrdí, že je z podpory. Pokud se vás týká únik údajů, informujeme vás i úřady, jak vyžaduje zákon.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Vaše práva a jak je uplatnit',
      paragraphs: [
        'Můžete požádat o přehled svých údajů a o informaci, kdo je obdržel, nechat je opravit nebo vymazat, odvolat souhlas a podle LGPD si vzít jejich kopii jinam. Podle DPDP Act můžete určit osobu, která bude jednat za vás, pokud zemřete nebo nebudete schopni jednat.',
        'Profil změníte a účty i peněženky odpojíte na stránce svého profilu. S čímkoli jiným nám napište přes kanál podpory uvedený v aplikaci; vaši totožnost ověříme jednorázovým kódem a odpovíme do 30 dnů. Stížnost můžete podat také u Data Protection Board of India nebo u brazilského ANPD.',
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Smazání účtu',
      paragraphs: [
        'O smazání požádejte na stránce /delete-user-account. Nejdříve si vyberte výdělky: zůstatky ponechané na smazaném účtu propadnou. Během ochranné lhůty uvedené v aplikaci můžete smazání zrušit přes podporu; po jejím uplynutí budou vaše osobní údaje odstraněny. Anonymizované záznamy účetní knihy a zákonem vyžadované záznamy KYC zůstávají; veřejné záznamy na blockchainu vymazat nelze.',
      ],
    },
    {
      id: 'children',
      heading: 'Věková hranice',
      paragraphs: [
        'KPlay je určen pouze osobám starším 18 let, a to pro všechny funkce včetně hraní bez výdělku. Pokud zjistíme, že účet patří někomu mladšímu 18 let, účet zrušíme a jeho údaje smažeme.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies a úložiště ve vašem zařízení',
      paragraphs: ['Nepoužíváme reklamní cookies, pouze to, co aplikace potřebuje ke svému fungování:'],
      list: [
        'Cookies s přístupovým a obnovovacím tokenem, které vás udrží přihlášené až 30 dní; odhlášením se odstraní.',
        'Položka místního úložiště s názvem „language“ s vámi zvoleným jazykem.',
        'Položky místního úložiště s vaším uživatelským ID, adresou peněženky, způsobem přihlášení, přibližnou polohou a 3minutovým čekáním po neúspěšném přihlášení.',
        'Mezipaměť service workeru s vlastním kódem, styly a obrázky aplikace pro rychlé načítání v pomalých sítích; neobsahuje žádné osobní údaje.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Mezinárodní předávání',
      paragraphs: [
        'Naše servery a poskytovatelé mohou být v zahraničí. Údaje předáváme pouze tam, kde to DPDP Act dovoluje, a v případě Brazílie se zárukami podle LGPD, jako jsou standardní smluvní doložky.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Změny a kontakt',
      paragraphs: [
        'Když se tyto zásady změní, aktualizujeme datum výše, důležité změny oznámíme v aplikaci a tam, kde je to potřeba, znovu požádáme o souhlas. S dotazy, žádostmi nebo stížnostmi se obracejte na kanál podpory uvedený v aplikaci.',
      ],
    },
  ],
};

export default privacyPolicy;
