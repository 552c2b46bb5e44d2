import type { PolicyDocument } from '../../policy-document';

const amlKycPolicy: PolicyDocument = {
  title: 'Política AML y KYC',
  updated: '2026-11-23',
  intro: [
    'Esta política explica por qué KPlay pide a algunos jugadores que demuestren quiénes son, cuándo lo pide, qué comprueba y qué ocurre con la información. "Nosotros" y "el Operador" se refieren a la organización que gestiona esta instalación de KPlay.',
    'KYC significa "know your customer" (conoce a tu cliente). AML significa "anti-money laundering" (prevención del blanqueo de capitales). Juntos hacen que las recompensas lleguen a gamers reales, frenan el fraude y nos permiten cumplir las leyes fiscales y financieras de los países donde se usa KPlay, principalmente la India y Brasil, y también Nepal y Bangladés.',
  ],
  sections: [
    {
      id: 'why-we-check',
      heading: 'Por qué comprobamos tu identidad',
      paragraphs: [
        'KPlay paga valor real: K-Cash, el token de recompensa y USDT, que puedes cobrar, convertir o gastar en la tienda. Todo lo que tiene valor atrae a personas que intentan hacer trampas, blanquear dinero u obtener recompensas muchas veces con cuentas falsas.',
        'Comprobar la identidad antes de que el dinero salga de la plataforma nos permite asegurarnos de que cada persona cobre solo sus propias ganancias, de que no se envíen recompensas a personas sancionadas y de que los impuestos se retengan y declaren correctamente cuando la ley lo exige.',
      ],
    },
    {
      id: 'when-kyc-is-required',
      heading: 'Cuándo se exige el KYC',
      paragraphs: [
        'Puedes registrarte, completar misiones, unirte a un clan y jugar en la arena Klash sin KYC. Te lo pedimos en estos momentos:',
      ],
      list: [
        'Antes de cobrar ganancias por primera vez en la página Cobrar ganancias.',
        'Cuando los importes que has cobrado, comprado o convertido superan un límite fijado por el Operador. El límite se muestra en la app antes de que lo alcances.',
        'Cuando cambian tu cuenta bancaria o tus datos de cobro.',
        'Cuando nuestras comprobaciones detectan actividad inusual en tu cuenta (consulta "Supervisión" más abajo).',
        'Cuando una ley, un tribunal o un regulador nos exige volver a comprobarlo.',
      ],
    },
    {
      id: 'documents-we-ask-for',
      heading: 'Documentos que pedimos',
      paragraphs: [
        'En la India pedimos los documentos siguientes. La app solo acepta valores con el formato correcto, por ejemplo un número de cuenta bancaria de 9 a 18 dígitos y un IFSC de 11 caracteres (cuatro letras, un cero y después seis letras o dígitos).',
      ],
      list: [
        'PAN (Permanent Account Number): obligatorio antes de cobrar ganancias, porque la legislación fiscal india vincula los pagos y los impuestos retenidos a tu PAN.',
        'Aadhaar: lo verificamos a través de un proveedor de verificación autorizado y solo guardamos un número enmascarado que muestra los cuatro últimos dígitos. Nunca guardamos tu número de Aadhaar completo ni datos biométricos, y nunca pedimos una foto de la tarjeta.',
        'Número de cuenta bancaria e IFSC: la cuenta debe estar a tu nombre, y el nombre debe coincidir con el de tu PAN. Las ganancias solo se pagan a una cuenta verificada.',
        'En Brasil pedimos tu CPF y una cuenta bancaria a tu nombre. En Nepal, Bangladés y otros países, la app indica el documento nacional de identidad o el número fiscal aplicable, como el PAN en Nepal o el NID en Bangladés.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Control de sanciones',
      paragraphs: [
        'Cuando completas el KYC, y de nuevo cada vez que cambian las listas de sanciones, comprobamos tu nombre y tu país en la lista consolidada del Consejo de Seguridad de las Naciones Unidas y en las listas aplicables al Operador, como las publicadas en virtud de la legislación india.',
        'Las direcciones de billetera que reciben retiradas se comprueban en las listas publicadas de direcciones de blockchain sancionadas. Si hay una coincidencia, detenemos los pagos de la cuenta mientras la revisamos, y no podemos prestar el servicio en caso de coincidencia confirmada.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Supervisión de actividad inusual',
      paragraphs: [
        'Vigilamos los patrones que sugieren fraude o blanqueo de capitales. Una alerta no significa que hayas hecho algo mal; significa que una persona la revisa. Ejemplos:',
      ],
      list: [
        'Muchas cuentas que usan el mismo dispositivo, teléfono, cuenta bancaria, PAN o billetera.',
        'Recompensas cobradas mucho más rápido de lo que una persona podría completar las tareas, lo que a menudo indica un bot.',
        'Comprar o convertir grandes importes e intentar retirarlos de inmediato.',
        'Inicios de sesión desde un país distinto del que figura en tu KYC, u ocultar tu ubicación para unirte a campañas que no están abiertas en tu país.',
        'Pagos enviados a cuentas o billeteras que no son tuyas.',
      ],
    },
    {
      id: 'tax-withholding',
      heading: 'TDS y retención de impuestos en la India',
      paragraphs: [
        'Cuando la ley del impuesto sobre la renta de la India lo exige, retenemos el impuesto en origen (TDS) de tus ganancias antes de pagarlas. El tipo depende de la clase de recompensa y de la ley vigente en cada momento. La pantalla Cobrar ganancias muestra el importe bruto, el impuesto retenido y el importe que recibirás antes de que confirmes.',
        'Ingresamos el impuesto asociado a tu PAN, de modo que aparece en tu Form 26AS y en tu Annual Information Statement, y podemos darte un certificado de TDS si lo pides. Si tu PAN falta o no es válido, la ley puede exigir un tipo más alto. Otros países pueden tener sus propias normas de retención; la app te avisa cuando se aplican. Pagar cualquier otro impuesto que debas es responsabilidad tuya.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Conservación de registros',
      paragraphs: [
        'Guardamos el resultado de cada comprobación, los números enmascarados de tus documentos, la fecha de cada comprobación y el libro contable de cada movimiento de valor en tu cuenta. Conservamos estos registros durante el tiempo que exigen las leyes fiscales y contra el blanqueo de capitales, que en la India puede ser de cinco años desde el cierre de tu cuenta, aunque la elimines. Pasado ese plazo, se eliminan o se anonimizan.',
        'Solo el personal que necesita los registros de KYC para su trabajo puede verlos. La Política de Privacidad explica cómo protegemos y compartimos los datos personales.',
      ],
    },
    {
      id: 'refusal-and-suspension',
      heading: 'Denegación, retenciones y suspensión',
      paragraphs: [
        'Podemos denegar el KYC, retener ganancias mientras revisamos una cuenta, limitar conversiones, compras o retiradas, o suspender la cuenta si presentas documentos falsos o ajenos, no superas un control de sanciones, te niegas a responder preguntas razonables o estás vinculado a fraude o abuso. Las recompensas obtenidas con trampas o con cuentas múltiples se pierden conforme a los Términos y Condiciones.',
        'Cuando la ley lo exige, comunicamos la actividad sospechosa a las autoridades, como la Financial Intelligence Unit en la India o el COAF en Brasil. La ley puede impedirnos decirte que se ha hecho una comunicación.',
      ],
    },
    {
      id: 'contact',
      heading: 'Preguntas y contacto',
      paragraphs: [
        'Si se ha rechazado tu KYC, tus ganancias están retenidas o crees que una comprobación fue errónea, escríbenos a través del canal de soporte que se muestra en la app. Indícanos tu nombre de usuario y lo que ha pasado. Nunca envíes en un mensaje tu número de Aadhaar completo, contraseñas ni códigos de un solo uso: nunca te los pediremos.',
      ],
    },
  ],
};

export default amlKycPolicy;
