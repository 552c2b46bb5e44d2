import type { PolicyDocument } from '../../policy-document';

const privacyPolicy: PolicyDocument = {
  title: 'Privaatsuspoliitika',
  updated: '2026-11-23',
  intro: [
    'See poliitika selgitab, milliseid isikuandmeid KPlay kogub, miks, kes neid näeb ja milline kontroll sul nende üle on. „Meie“ ja „Operaator“ tähendavad organisatsiooni, kes haldab seda KPlay paigaldust ja vastutab sinu andmete eest: India 2023. aasta digitaalsete isikuandmete kaitse seaduse (DPDP Act) mõistes andmeusaldusisik (Data Fiduciary) ja Brasiilia LGPD mõistes vastutav töötleja.',
    'Me ei müü sinu isikuandmeid ega näita sulle nende põhjal kolmandate osapoolte reklaame.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Mida me kogume',
      paragraphs: ['Kogume ainult seda, mida sinu kasutatavad funktsioonid vajavad:'],
      list: [
        'Konto: telefoninumber, e-posti aadress, kui selle lisad, kasutajanimi, eesnimi ja profiili valikud, nagu riik, linn, kõrgkool, eelistatud roll ja platvorm.',
        'Sisselogimine: ühekordsed koodid (kontrollitakse ja seejärel hävitatakse) ning ID, e-posti aadress või kasutajanimi, mida Google või Telegram jagab, kui kasutad neid sisselogimiseks.',
        'Ühendatud kontod: sinu ID-d ja kasutajanimed teenustes X (Twitter), Discord, Google, Telegram ja Steam ning avalikud toimingud, mida ülesanne kontrollib.',
        'Rahakott: sinu hoiustatava (custodial) EVM-rahakoti aadress, iga rahakott, mille ühendad, ning sinu saldod ja tehingud.',
        'Asukoht: sinu ligikaudne riik ja riigi suunakood, mis määratakse IP-aadressi järgi. Me ei kasuta GPS-i.',
        'Seade ja kasutus: platvorm (brauser, Android, iOS, lauaarvuti), seadme tüüp ja analüütikasündmused lehe nime, puudutatud elemendi ja seansi ID-ga (seanss lõpeb pärast 30 minutit tegevusetust).',
        'Tegevus: ülesanded ja kampaaniad, millega liitud, sinu esitatud tõendid, kolmandate osapoolte mängude mängusisesed ID-d, sinu klann ning klannijuhi avalduses esitatud e-posti aadress, linn, telefon ja kõrgkool.',
        'KYC: PAN, maskeeritud Aadhaari number (mitte kunagi täielik number), pangakonto ja IFSC või sinu riigi vaste, näiteks CPF Brasiilias, ning iga kontrolli tulemus.',
        'Selfie: ainult siis, kui otsustad selle oma avatari jaoks üles laadida.',
      ],
    },
    {
      id: 'selfie-and-avatar',
      heading: 'Sinu selfie ja avatar',
      paragraphs: [
        'Selfie on vabatahtlik; võid valida valmis tegelaskuju. Kui selle üles laadid, kasutame seda ainult sinu Proof of Gamer avatari loomiseks, mitte kunagi isikukontrolliks ega näotuvastuseks. Selfie kustutatakse kohe, kui avatar on loodud, või 30 päeva jooksul, kui loomine ei lõpe. Avatar on osa sinu avalikust POG-kaardist.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Miks me sinu andmeid kasutame',
      paragraphs: [],
      list: [
        'Et luua sinu konto ja hoida sind sisselogituna.',
        'Et kontrollida ülesandeid, kanda preemiaid ning näidata edetabeleid, klanne ja POG-kaarte.',
        'Et pidada pearaamatut ning töödelda vahetusi, oste, poe lunastusi ja väljamakseid.',
        'Et kontrollida isikut, pidada kinni makse, järgida rahapesu tõkestamise seadusi (vt AML- ja KYC-poliitika) ning avastada roboteid, mitut kontot ja pettusi.',
        'Et näidata sinu riigi kampaaniaid, vastata tugipäringutele ja rakendust paremaks muuta.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Meie õiguslikud alused',
      paragraphs: [
        'India (DPDP Act): tugineme sinu nõusolekule, mille annad registreerumisel, konto ühendamisel, selfie üleslaadimisel või KYC alustamisel, ning seadusega lubatud õiguspärastele kasutusviisidele, nagu maksu- ja rahapesu tõkestamise kohustuste täitmine. Võid nõusoleku igal ajal tagasi võtta; funktsioonid, mis seda vajavad, lakkavad siis töötamast.',
        'Brasiilia (LGPD): tugineme sinuga sõlmitud lepingu (kasutustingimuste) täitmisele, juriidilistele kohustustele, meie õigustatud huvile ennetada pettusi ja hoida KPlay platvorm turvalisena ning sinu nõusolekule vabatahtlike asjade puhul, nagu selfie.',
        'Mujal, sealhulgas Nepalis ja Bangladeshis, pakume sama kaitset ja järgime kohalikke seadusi.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Kellega me andmeid jagame',
      paragraphs: [
        'Meie teenusepakkujad (volitatud töötlejad) tegutsevad ainult meie juhiste järgi ja lepingu alusel:',
      ],
      list: [
        'SMS- või sõnumiteenuse pakkuja, kes edastab ühekordseid koode.',
        'Isikutuvastusteenuse pakkuja, kes kontrollib PAN-i, Aadhaari, CPF-i ja pangaandmeid.',
        'Makseteenuse pakkujad K-Cashi ostude ja pangaväljamaksete jaoks.',
        'Majutus-, analüütika-, avatari loomise ja lingilühendusteenused.',
        'Mängu- ja kampaaniapartnerid, kes saavad ainult seda, mida ülesande kontroll vajab, näiteks sinu mängusisest ID-d.',
      ],
    },
    {
      id: 'public-information',
      heading: 'Mida teised näevad',
      paragraphs: [
        'Teised kasutajad näevad sinu kasutajanime, POG-kaarti, avatari, punkte, märke, klanni ja kohta edetabelis. Sinu rahakoti aadressi plokiahela tehingud on avalikud ja püsivad. Avaldame andmeid, kui seadus, kohus või järelevalveasutus seda nõuab.',
      ],
    },
    {
      id: 'retention',
      heading: 'Kui kaua me andmeid säilitame',
      paragraphs: [
        'Konto andmed: seni, kuni sinu konto on avatud. Analüütikasündmused: kuni 24 kuud, seejärel ainult koondnäitajad. KYC andmed: nii kaua, kui maksu- ja rahapesu tõkestamise seadused nõuavad, mis Indias võib olla viis aastat pärast konto sulgemist. Pearaamatu kirjed: raamatupidamise jaoks alaliselt, anonüümseks muudetuna pärast sinu konto kustutamist.',
      ],
    },
    {
      id: 'security',
      heading: 'Kuidas me andmeid kaitseme',
      paragraphs: [
        'Krüpteerime ühendused ja KYC andmed, hoiame hoiustatavate rahakottide võtmeid turvatud süsteemides, piirame töötajate juurdepääsu ning hoiame telefoninumbrid ja koodid logidest eemal. Ära jaga oma ühekordset koodi kunagi kellegagi, isegi mitte kellegagi, kes väidab end olevat klienditoest. Kui andmeleke sind puudutab, teavitame sind ja ametiasutusi nii, nagu seadus nõuab.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Sinu õigused ja kuidas neid kasutada',
      paragraphs: [
        'Võid küsida ülevaadet oma andmetest ja sellest, kes need said, neid parandada või kustutada, nõusoleku tagasi võtta ning LGPD alusel viia nende koopia mujale. DPDP Acti alusel võid määrata isiku, kes tegutseb sinu eest, kui sa sured või ei saa ise tegutseda.',
        'Muuda oma profiili või katkesta kontode ja rahakottide ühendus oma profiililehel. Kõige muu jaoks kirjuta rakenduses näidatud tugikanali kaudu; kinnitame ühekordse koodiga, et see oled sina, ja vastame 30 päeva jooksul. Võid esitada kaebuse ka Data Protection Board of Indiale või Brasiilia ANPD-le.',
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Konto kustutamine',
      paragraphs: [
        'Taotle kustutamist aadressil /delete-user-account. Korja enne oma tulu: kustutatud kontole jäänud saldod lähevad kaotsi. Rakenduses näidatud ooteaja jooksul saad kustutamise toe kaudu tühistada; pärast seda eemaldatakse sinu isikuandmed. Anonüümseks muudetud pearaamatu kirjed ja seadusega nõutud KYC andmed jäävad alles; avalikke plokiahela kirjeid ei saa kustutada.',
      ],
    },
    {
      id: 'children',
      heading: 'Vanusepiirang',
      paragraphs: [
        'KPlay on mõeldud ainult vähemalt 18-aastastele inimestele, iga funktsiooni puhul, sealhulgas teenimiseta mängimise puhul. Kui saame teada, et konto kuulub alla 18-aastasele, suleme selle ja kustutame selle andmed.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Küpsised ja salvestus sinu seadmes',
      paragraphs: ['Me ei kasuta reklaamiküpsiseid, vaid ainult seda, mida rakendus toimimiseks vajab:'],
      list: [
        'Juurdepääsu- ja värskendustõendi (access token ja refresh token) küpsised, mis hoiavad sind sisselogituna kuni 30 päeva; väljalogimine eemaldab need.',
        'Kohaliku salvestuse kirje nimega „language“, milles on sinu valitud keel.',
        'Kohaliku salvestuse kirjed sinu kasutaja ID, rahakoti aadressi, sisselogimisviisi, ligikaudse asukoha ja ebaõnnestunud sisselogimisele järgneva 3-minutilise ootamise jaoks.',
        'Service workeri vahemälu rakenduse enda koodi, stiilide ja piltidega, et see laadiks aeglastes võrkudes kiiresti; selles ei ole isikuandmeid.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Rahvusvahelised edastused',
      paragraphs: [
        'Meie serverid ja teenusepakkujad võivad asuda välismaal. Edastame andmeid ainult seal, kus DPDP Act seda lubab, ning Brasiilia puhul LGPD kaitsemeetmetega, nagu lepingu tüüptingimused.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Muudatused ja kontakt',
      paragraphs: [
        'Kui see poliitika muutub, uuendame ülaltoodud kuupäeva, anname olulistest muudatustest rakenduses teada ja küsime vajaduse korral uuesti nõusolekut. Küsimuste, taotluste või kaebuste korral kasuta rakenduses näidatud tugikanalit.',
      ],
    },
  ],
};

export default privacyPolicy;
