import type { PolicyDocument } from '../../policy-document';

const privacyPolicy: PolicyDocument = {
  title: 'Politica de confidențialitate',
  updated: '2026-11-23',
  intro: [
    'Această politică explică ce date cu caracter personal colectează KPlay, de ce, cine le vede și ce control ai asupra lor. „Noi” și „Operatorul” înseamnă organizația care administrează această instalare KPlay și care răspunde de datele tale: fiduciarul de date (Data Fiduciary) în sensul Legii indiene privind protecția datelor personale digitale din 2023 (DPDP Act) și operatorul în sensul legii braziliene LGPD.',
    'Nu îți vindem datele cu caracter personal și nu îți afișăm, pe baza lor, publicitate din partea unor terți.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Ce colectăm',
      paragraphs: ['Colectăm doar ceea ce este necesar funcțiilor pe care le folosești:'],
      list: [
        'Cont: numărul de telefon, adresa de e-mail dacă adaugi una, numele de utilizator, prenumele și opțiunile de profil, cum ar fi țara, orașul, facultatea, rolul preferat și platforma.',
        'Autentificare: coduri de unică folosință (verificate, apoi șterse) și ID-ul, e-mailul sau numele de utilizator pe care le transmit Google sau Telegram când le folosești pentru autentificare.',
        'Conturi conectate: ID-urile și numele tale de utilizator pe X (Twitter), Discord, Google, Telegram și Steam, precum și acțiunile publice pe care le verifică o sarcină.',
        'Portofel: adresa portofelului tău EVM custodial, orice portofel pe care îl conectezi, precum și soldurile și tranzacțiile tale.',
        'Locație: țara ta aproximativă și prefixul telefonic, determinate după adresa IP. Nu folosim GPS.',
        'Dispozitiv și utilizare: platforma (browser, Android, iOS, desktop), tipul dispozitivului și evenimente de analiză cu numele paginii, ce ai atins și un ID de sesiune (o sesiune se încheie după 30 de minute de inactivitate).',
        'Activitate: misiunile și campaniile la care participi, dovezile pe care le trimiți, ID-urile din jocurile terților, clanul tău, precum și e-mailul, orașul, telefonul și facultatea din cererea de șef de clan.',
        'KYC: PAN, un număr Aadhaar mascat (niciodată numărul complet), contul bancar și IFSC sau echivalentul din țara ta, cum ar fi CPF în Brazilia, precum și rezultatul fiecărei verificări.',
        'Selfie: doar dacă alegi să încarci unul pentru avatar.',
      ],
    },
    {
      id: 'selfie-and-avatar',
      heading: 'Selfie-ul și avatarul tău',
      paragraphs: [
        'Selfie-ul este opțional; poți alege un personaj gata făcut. Dacă încarci unul, îl folosim doar pentru a genera avatarul tău Proof of Gamer, niciodată pentru verificarea identității sau recunoaștere facială. Selfie-ul este șters după ce avatarul este generat sau în cel mult 30 de zile dacă generarea nu se finalizează. Avatarul face parte din cardul tău POG public.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'De ce îți folosim datele',
      paragraphs: [],
      list: [
        'Pentru a-ți crea contul și a te menține autentificat.',
        'Pentru a verifica sarcinile, a acorda recompense și a afișa clasamente, clanuri și carduri POG.',
        'Pentru a ține registrul și a procesa conversii, achiziții, revendicări în magazin și plăți.',
        'Pentru a verifica identitatea, a reține impozite, a respecta legislația privind combaterea spălării banilor (vezi Politica AML și KYC) și a detecta boți, conturi multiple și fraudă.',
        'Pentru a afișa campanii pentru țara ta, a răspunde solicitărilor de asistență și a îmbunătăți aplicația.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Temeiurile noastre legale',
      paragraphs: [
        'India (DPDP Act): ne bazăm pe consimțământul tău, dat când te înregistrezi, conectezi un cont, încarci un selfie sau începi KYC, precum și pe utilizările legitime permise de lege, cum ar fi îndeplinirea obligațiilor fiscale și a celor privind combaterea spălării banilor. Îți poți retrage consimțământul oricând; funcțiile care au nevoie de el nu vor mai funcționa.',
        'Brazilia (LGPD): ne bazăm pe executarea contractului nostru cu tine (Termenii și condițiile), pe obligații legale, pe interesul nostru legitim de a preveni frauda și de a menține KPlay în siguranță și pe consimțământul tău pentru elemente opționale, cum ar fi selfie-ul.',
        'În alte țări, inclusiv Nepal și Bangladesh, oferim aceeași protecție și respectăm legislația locală.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Cu cine le partajăm',
      paragraphs: [
        'Furnizorii noștri de servicii (persoane împuternicite) acționează doar conform instrucțiunilor noastre, pe bază de contract:',
      ],
      list: [
        'Un furnizor de SMS sau mesagerie care livrează codurile de unică folosință.',
        'Un furnizor de verificare a identității care verifică PAN, Aadhaar, CPF și datele bancare.',
        'Furnizori de plăți pentru achizițiile de K-Cash și plățile bancare.',
        'Servicii de găzduire, analiză, generare de avatare și scurtare de linkuri.',
        'Parteneri de jocuri și campanii, care primesc doar ce este necesar pentru verificarea unei sarcini, cum ar fi ID-ul tău din joc.',
      ],
    },
    {
      id: 'public-information',
      heading: 'Ce pot vedea alții',
      paragraphs: [
        'Ceilalți utilizatori îți văd numele de utilizator, cardul POG, avatarul, scorurile, insignele, clanul și poziția în clasament. Tranzacțiile blockchain ale adresei portofelului tău sunt publice și permanente. Dezvăluim date atunci când o lege, o instanță sau o autoritate de reglementare o cere.',
      ],
    },
    {
      id: 'retention',
      heading: 'Cât timp le păstrăm',
      paragraphs: [
        'Datele contului: cât timp contul tău este deschis. Evenimentele de analiză: până la 24 de luni, apoi doar totaluri. Evidențele KYC: atât timp cât o cer legile fiscale și cele privind combaterea spălării banilor, ceea ce în India poate însemna cinci ani de la închiderea contului. Înregistrările din registru: permanent, în scopuri contabile, anonimizate după ștergerea contului tău.',
      ],
    },
    {
      id: 'security',
      heading: 'Cum le protejăm',
      paragraphs: [
        'Criptăm conexiunile și datele KYC, păstrăm cheile portofelelor custodiale în sisteme securizate, limităm accesul personalului și nu includem numerele de telefon și codurile în jurnale. Nu împărtăși niciodată codul de unică folosință cu nimeni, nici măcar cu cineva care pretinde că este de la asistență. Dacă o încălcare a securității datelor te afectează, te vom anunța pe tine și autoritățile, așa cum cere legea.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Drepturile tale și cum le exerciți',
      paragraphs: [
        'Poți cere un rezumat al datelor tale și informații despre cine le-a primit, le poți rectifica sau șterge, îți poți retrage consimțământul și, conform LGPD, poți lua o copie a lor în altă parte. Conform DPDP Act, poți desemna pe cineva care să acționeze în numele tău dacă decedezi sau nu mai poți acționa.',
        'Îți poți modifica profilul sau deconecta conturile și portofelele pe pagina profilului. Pentru orice altceva, scrie-ne prin canalul de asistență afișat în aplicație; confirmăm că ești tu cu un cod de unică folosință și răspundem în cel mult 30 de zile. De asemenea, poți depune o plângere la Data Protection Board of India sau la ANPD din Brazilia.',
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Ștergerea contului',
      paragraphs: [
        'Cere ștergerea la /delete-user-account. Încasează-ți mai întâi câștigurile: soldurile rămase într-un cont șters se pierd. În perioada de grație afișată în aplicație poți anula ștergerea prin asistență; după aceea, datele tale cu caracter personal sunt eliminate. Înregistrările anonimizate din registru și evidențele KYC cerute de lege rămân; înregistrările publice de pe blockchain nu pot fi șterse.',
      ],
    },
    {
      id: 'children',
      heading: 'Limita de vârstă',
      paragraphs: [
        'KPlay este destinat exclusiv persoanelor cu vârsta de cel puțin 18 ani, pentru toate funcțiile, inclusiv jocul fără câștiguri. Dacă aflăm că un cont aparține unei persoane sub 18 ani, îl închidem și îi ștergem datele.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookie-uri și stocare pe dispozitivul tău',
      paragraphs: [
        'Nu folosim cookie-uri de publicitate, ci doar ceea ce este necesar pentru funcționarea aplicației:',
      ],
      list: [
        'Cookie-uri cu tokenul de acces și tokenul de reîmprospătare, care te mențin autentificat timp de până la 30 de zile; deconectarea le elimină.',
        'Un element de stocare locală numit „language”, cu limba pe care ai ales-o.',
        'Elemente de stocare locală pentru ID-ul tău de utilizator, adresa portofelului, metoda de autentificare, locația aproximativă și așteptarea de 3 minute după o autentificare eșuată.',
        'Un cache de service worker cu codul, stilurile și imaginile proprii ale aplicației, pentru încărcare rapidă în rețele lente; nu conține date cu caracter personal.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transferuri internaționale',
      paragraphs: [
        'Serverele și furnizorii noștri se pot afla în străinătate. Transferăm date doar acolo unde DPDP Act permite și, pentru Brazilia, cu garanțiile prevăzute de LGPD, cum ar fi clauzele contractuale standard.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Modificări și contact',
      paragraphs: [
        'Când această politică se modifică, actualizăm data de mai sus, anunțăm modificările importante în aplicație și îți cerem din nou consimțământul acolo unde este necesar. Pentru întrebări, solicitări sau plângeri, folosește canalul de asistență afișat în aplicație.',
      ],
    },
  ],
};

export default privacyPolicy;
