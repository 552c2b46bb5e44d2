import type { PolicyDocument } from '../../policy-document';

const riskDisclosurePolicy: PolicyDocument = {
  title: 'Aviso de riesgos',
  updated: '2026-11-23',
  intro: [
    'KPlay es un lugar para jugar, completar misiones y ganar recompensas. Algunas de esas recompensas son tokens digitales, y algunas pueden convertirse en dinero. Eso conlleva riesgos que debes entender antes de comprar K-Cash, convertir USDT, conectar una billetera o cobrar ganancias. "Nosotros" y "el Operador" se refieren a la organización que gestiona esta instalación de KPlay.',
    'Lee esta página junto con los Términos y Condiciones. Si algo de lo que aquí se dice no está claro, pregúntanos a través del canal de soporte que se muestra en la app antes de gastar o mover cualquier valor.',
  ],
  sections: [
    {
      id: 'not-an-investment',
      heading: 'Las recompensas no son inversiones',
      paragraphs: [
        'K-Cash, el token de recompensa, los K-Points, las tarjetas POG y las recompensas de campaña son premios por participar. No son acciones, depósitos, ahorros ni productos de inversión, y no te dan ninguna participación en KPlay, en el Operador ni en ningún juego. Nadie en KPlay puede prometerte que lo que ganes o compres valdrá más en el futuro.',
        'No compres K-Cash ni participes en campañas con la esperanza de obtener beneficios, y nunca gastes dinero que no te puedas permitir perder.',
      ],
    },
    {
      id: 'value-can-change',
      heading: 'El valor de los tokens puede cambiar',
      paragraphs: [
        'El token de recompensa secundario y cualquier token que pague una campaña pueden subir o bajar de valor rápidamente, o quedarse sin valor. Su precio puede depender de los mercados, del proyecto que los respalda y de hechos que no controlamos. Una campaña puede mostrar al empezar un valor estimado muy distinto del valor que tengan las recompensas cuando se abonan.',
        'USDT es una stablecoin emitida por un tercero. Busca mantener su paridad con un dólar estadounidense, pero puede perderla, y su valor en rupias, reales o tu propia moneda cambia con los tipos de cambio.',
      ],
    },
    {
      id: 'k-cash',
      heading: 'Cuánto vale el K-Cash',
      paragraphs: [
        'K-Cash es una moneda de la app. No tiene valor en efectivo salvo donde la app lo ofrece claramente, por ejemplo cuando canjeas vales en la tienda o cobras ganancias en K-Cash después del KYC. Una conversión cambia USDT por K-Cash a razón de 1 USDT = 1000 K-Cash, y puede que la app no ofrezca una forma de volver de K-Cash a USDT.',
        'Los K-Points son puntos solo para el progreso y las clasificaciones. No se pueden comprar, vender ni cobrar como dinero. Podemos cambiar para qué se pueden usar el K-Cash y los K-Points, avisando en la app.',
      ],
    },
    {
      id: 'blockchain-risks',
      heading: 'Riesgos de la blockchain',
      paragraphs: [
        'Algunas recompensas, conversiones y tarjetas POG usan blockchains públicas. Las blockchains funcionan de forma distinta a los bancos:',
      ],
      list: [
        'Las transacciones no se pueden revertir. Ni nosotros ni nadie puede anular una transferencia una vez confirmada.',
        'Los tokens enviados a una dirección equivocada, o por la red equivocada, suelen perderse para siempre. Comprueba siempre la dirección y la red antes de firmar.',
        'Las redes cobran comisiones de gas. Las comisiones cambian según el tráfico, pueden ser altas y no se devuelven si una transacción falla.',
        'Los smart contracts, los puentes y los tokens pueden tener errores o ser hackeados, y las redes pueden ralentizarse, bifurcarse o detenerse.',
        'Cada cuenta tiene una billetera EVM custodiada que el Operador guarda por ti. Si conectas tu propia billetera, solo tú controlas sus claves: si pierdes tu frase de recuperación, nadie puede restaurarla.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Juegos y campañas de terceros',
      paragraphs: [
        'Los juegos de la arena Klash, los juegos enlazados desde las misiones y muchas campañas de K-Drop los gestionan otras empresas. No los creamos ni los controlamos, y no somos responsables de su contenido, sus reglas, sus tokens ni de que cumplan sus promesas. Lee sus propias condiciones antes de jugar o conectar una cuenta.',
        'Un socio puede cambiar un juego, cerrarlo o dejar de pagar recompensas. Nunca des a un juego o a un sitio web tu código de un solo uso ni la frase de recuperación de tu billetera.',
      ],
    },
    {
      id: 'campaigns-end',
      heading: 'Las campañas terminan y las bolsas de recompensas se agotan',
      paragraphs: [
        'Cada misión y campaña tiene una hora de finalización y una bolsa de recompensas limitada. Cuando la bolsa se agota o se acaba el tiempo, puedes recibir una recompensa menor o ninguna, aunque estuvieras a mitad de las tareas. Los puestos en las clasificaciones y las plazas en las misiones son limitados. Las recompensas pueden tardar en abonarse después de que termine una campaña, y las obtenidas incumpliendo las reglas se anulan.',
      ],
    },
    {
      id: 'tax',
      heading: 'Los impuestos son responsabilidad tuya',
      paragraphs: [
        'Las recompensas, las ganancias con tokens y los pagos pueden ser renta sujeta a impuestos donde vives. En la India, los ingresos procedentes de activos digitales virtuales tributan, y puede retenerse el impuesto en origen antes de que recibas las ganancias. Brasil, Nepal y Bangladés tienen sus propias normas. El impuesto que retenemos puede no ser todo el que debes. Guarda tus propios registros y consulta a un asesor fiscal si tienes dudas.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Mantener tu cuenta segura',
      paragraphs: [
        'Tu número de teléfono y el código de un solo uso son las llaves de tu cuenta y de tus saldos. Cualquiera que consiga tu código puede iniciar sesión como tú. Nunca te pedimos tu código, tu número de Aadhaar completo ni una frase de recuperación por chat o por teléfono. Mantén tu teléfono bloqueado, cierra sesión en los dispositivos compartidos y contacta con el soporte de inmediato si crees que alguien se ha hecho con tu cuenta. No siempre podemos recuperar el valor que alguien haya sacado usando tus propias credenciales.',
      ],
    },
    {
      id: 'regulatory-change',
      heading: 'Las leyes pueden cambiar',
      paragraphs: [
        'Las normas sobre tokens digitales, juegos en línea y recompensas siguen cambiando en la India, Brasil y otros países. Una nueva ley o una orden de un regulador puede obligarnos a cambiar o detener funciones como las conversiones, las recompensas en tokens o los pagos, a limitarlas en tu país o a pedirte más información. Te lo diremos en la app cuando ocurra.',
      ],
    },
    {
      id: 'no-financial-advice',
      heading: 'Sin asesoramiento financiero',
      paragraphs: [
        'Nada de lo que hay en KPlay, incluidas las páginas de campañas, artículos, vídeos, publicaciones de clanes o mensajes de nuestro equipo, constituye asesoramiento financiero, de inversión, jurídico ni fiscal. Decide por ti mismo y busca asesoramiento independiente si lo necesitas.',
      ],
    },
  ],
};

export default riskDisclosurePolicy;
