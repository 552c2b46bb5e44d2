import type { PolicyDocument } from '../../policy-document';

const privacyPolicy: PolicyDocument = {
  title: 'Política de privacidad',
  updated: '2026-11-23',
  intro: [
    'Esta política explica qué datos personales recoge KPlay, para qué, quién los ve y qué control tienes sobre ellos. "Nosotros" y "el Operador" se refieren a la organización que gestiona esta instalación de KPlay y que es responsable de tus datos: el Data Fiduciary según la Ley de Protección de Datos Personales Digitales de la India de 2023 (DPDP Act) y el responsable del tratamiento según la LGPD de Brasil.',
    'No vendemos tus datos personales ni te mostramos publicidad de terceros basada en ellos.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Qué datos recogemos',
      paragraphs: ['Solo recogemos lo que necesitan las funciones que usas:'],
      list: [
        'Cuenta: número de teléfono, correo electrónico si lo añades, nombre de usuario, nombre de pila y las opciones de tu perfil, como país, ciudad, universidad, rol preferido y plataforma.',
        'Inicio de sesión: códigos de un solo uso (se comprueban y luego se descartan) y el id, correo o nombre de usuario que comparten Google o Telegram cuando los usas para iniciar sesión.',
        'Cuentas conectadas: tus ids y nombres de usuario de X (Twitter), Discord, Google, Telegram y Steam, y las acciones públicas que comprueba una tarea.',
        'Billetera: la dirección de tu billetera EVM custodiada, cualquier billetera que conectes, y tus saldos y transacciones.',
        'Ubicación: tu país aproximado y tu prefijo telefónico, a partir de tu dirección IP. No usamos GPS.',
        'Dispositivo y uso: plataforma (navegador, Android, iOS, escritorio), tipo de dispositivo y eventos de analítica con el nombre de la página, lo que tocaste y un id de sesión (una sesión termina tras 30 minutos de inactividad).',
        'Actividad: las misiones y campañas en las que participas, las pruebas que envías, tus ids en juegos de terceros, tu clan y el correo, la ciudad, el teléfono y la universidad indicados en una solicitud para ser jefe de clan.',
        'KYC: PAN, número de Aadhaar enmascarado (nunca el número completo), cuenta bancaria e IFSC, o el equivalente de tu país, como el CPF en Brasil, y el resultado de cada verificación.',
        'Selfie: solo si decides subir una para tu avatar.',
      ],
    },
    {
      id: 'selfie-and-avatar',
      heading: 'Tu selfie y tu avatar',
      paragraphs: [
        'La selfie es opcional; puedes elegir un personaje ya creado. Si subes una, la usamos solo para generar tu avatar de Proof of Gamer, nunca para verificar tu identidad ni para reconocimiento facial. La selfie se elimina en cuanto se genera tu avatar, o en un plazo de 30 días si la generación no termina. El avatar forma parte de tu tarjeta POG pública.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Para qué usamos tus datos',
      paragraphs: [],
      list: [
        'Para crear tu cuenta y mantener tu sesión iniciada.',
        'Para comprobar tareas, abonar recompensas y mostrar clasificaciones, clanes y tarjetas POG.',
        'Para llevar el libro contable y procesar conversiones, compras, canjes en la tienda y pagos.',
        'Para verificar tu identidad, retener impuestos, cumplir la normativa contra el blanqueo de capitales (consulta la Política de AML y KYC) y detectar bots, cuentas múltiples y fraude.',
        'Para mostrarte campañas de tu país, responder a solicitudes de soporte y mejorar la app.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Nuestras bases legales',
      paragraphs: [
        'India (DPDP Act): nos basamos en tu consentimiento, que das al registrarte, conectar una cuenta, subir una selfie o iniciar el KYC, y en los usos legítimos que permite la ley, como cumplir obligaciones fiscales y contra el blanqueo de capitales. Puedes retirar tu consentimiento en cualquier momento; las funciones que lo necesitan dejan entonces de funcionar.',
        'Brasil (LGPD): nos basamos en la ejecución de nuestro contrato contigo (los Términos y Condiciones), en obligaciones legales, en nuestro interés legítimo en prevenir el fraude y mantener KPlay segura, y en tu consentimiento para elementos opcionales como la selfie.',
        'En otros lugares, incluidos Nepal y Bangladés, ofrecemos la misma protección y cumplimos la legislación local.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Con quién los compartimos',
      paragraphs: [
        'Nuestros proveedores de servicios (encargados del tratamiento) actúan solo siguiendo nuestras instrucciones, por contrato:',
      ],
      list: [
        'Un proveedor de SMS o mensajería que entrega los códigos de un solo uso.',
        'Un proveedor de verificación de identidad que comprueba PAN, Aadhaar, CPF y datos bancarios.',
        'Proveedores de pago para las compras de K-Cash y los pagos a cuentas bancarias.',
        'Servicios de alojamiento, analítica, generación de avatares y acortamiento de enlaces.',
        'Socios de juegos y campañas, que solo reciben lo que necesita la comprobación de una tarea, como tu id en el juego.',
      ],
    },
    {
      id: 'public-information',
      heading: 'Qué pueden ver los demás',
      paragraphs: [
        'Los demás usuarios ven tu nombre de usuario, tu tarjeta POG, tu avatar, tus puntuaciones, insignias, clan y posición en las clasificaciones. Las transacciones en blockchain de la dirección de tu billetera son públicas y permanentes. Revelamos datos cuando lo exige una ley, un tribunal o un regulador.',
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo los conservamos',
      paragraphs: [
        'Datos de la cuenta: mientras tu cuenta esté abierta. Eventos de analítica: hasta 24 meses, después solo totales. Registros de KYC: el tiempo que exijan las leyes fiscales y contra el blanqueo de capitales, que en la India puede ser de cinco años desde el cierre de tu cuenta. Registros del libro contable: de forma permanente a efectos contables, anonimizados una vez eliminada tu cuenta.',
      ],
    },
    {
      id: 'security',
      heading: 'Cómo los protegemos',
      paragraphs: [
        'Ciframos las conexiones y los datos de KYC, guardamos las claves de las billeteras custodiadas en sistemas protegidos, limitamos el acceso del personal y mantenemos los números de teléfono y los códigos fuera de los registros. Nunca compartas tu código de un solo uso con nadie, ni siquiera con alguien que diga ser del soporte. Si una brecha de seguridad te afecta, te lo comunicaremos a ti y a las autoridades, según exija la ley.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Tus derechos y cómo ejercerlos',
      paragraphs: [
        'Puedes pedir un resumen de tus datos y de quién los ha recibido, rectificarlos o suprimirlos, retirar tu consentimiento y, según la LGPD, llevarte una copia a otro servicio. Según la DPDP Act, puedes designar a alguien para que actúe en tu nombre si falleces o no puedes actuar.',
        'Cambia tu perfil, o desconecta cuentas y billeteras, en tu página de perfil. Para cualquier otra cosa, escríbenos a través del canal de soporte que se muestra en la app; confirmamos que eres tú con un código de un solo uso y respondemos en un plazo de 30 días. También puedes presentar una reclamación ante el Data Protection Board de la India o ante la ANPD de Brasil.',
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Eliminar tu cuenta',
      paragraphs: [
        'Solicita la eliminación en /delete-user-account. Cobra antes tus ganancias: los saldos que queden en una cuenta eliminada se pierden. Durante el periodo de gracia que indica la app puedes cancelar la solicitud a través del soporte; después, tus datos personales se eliminan. Los registros contables anonimizados y los registros de KYC exigidos por ley se conservan; los registros públicos en blockchain no se pueden borrar.',
      ],
    },
    {
      id: 'children',
      heading: 'Edad mínima',
      paragraphs: [
        'KPlay es solo para personas de 18 años o más, en todas sus funciones, incluido jugar sin ganar recompensas. Si sabemos que una cuenta pertenece a alguien menor de 18 años, la cerramos y eliminamos sus datos.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies y almacenamiento en tu dispositivo',
      paragraphs: ['No usamos cookies publicitarias, solo lo que la app necesita para funcionar:'],
      list: [
        'Cookies de token de acceso y de token de actualización que mantienen tu sesión iniciada hasta 30 días; al cerrar sesión se eliminan.',
        'Un elemento de almacenamiento local llamado "language" con el idioma que has elegido.',
        'Elementos de almacenamiento local para tu id de usuario, la dirección de tu billetera, tu método de inicio de sesión, tu ubicación aproximada y la espera de 3 minutos tras un inicio de sesión fallido.',
        'Una caché de service worker con el código, los estilos y las imágenes de la propia app, para que cargue rápido en redes lentas; no contiene datos personales.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transferencias internacionales',
      paragraphs: [
        'Nuestros servidores y proveedores pueden estar en el extranjero. Solo transferimos datos cuando la DPDP Act lo permite y, en el caso de Brasil, con las garantías de la LGPD, como las cláusulas contractuales tipo.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Cambios y contacto',
      paragraphs: [
        'Cuando esta política cambie, actualizaremos la fecha indicada arriba, anunciaremos los cambios importantes en la app y volveremos a pedir tu consentimiento cuando sea necesario. Para preguntas, solicitudes o reclamaciones, usa el canal de soporte que se muestra en la app.',
      ],
    },
  ],
};

export default privacyPolicy;
