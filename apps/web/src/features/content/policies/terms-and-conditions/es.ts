import type { PolicyDocument } from '../../policy-document';

const termsAndConditions: PolicyDocument = {
  title: 'Términos y condiciones',
  updated: '2026-11-23',
  intro: [
    'Estos Términos son el acuerdo entre tú y el Operador, la organización que gestiona esta instalación de KPlay ("nosotros"). Cubren K-Quest, K-Drop, la billetera y la tienda, los clanes, las tarjetas Proof of Gamer y la arena Klash. Nuestra Política de Privacidad, nuestra Política de AML y KYC y nuestro Aviso de Riesgos forman parte de ellos.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Aceptación de estos Términos',
      paragraphs: [
        'Al crear una cuenta o usar KPlay aceptas estos Términos. Si no estás de acuerdo, no uses KPlay. Algunas misiones, campañas y vales tienen reglas adicionales que se muestran en su página; esas reglas también se aplican.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Quién puede usar KPlay',
      paragraphs: [
        'Debes tener al menos 18 años y que la ley de tu país te permita participar en programas de recompensas. Algunas campañas solo están abiertas en determinados países. No puedes usar una VPN ni datos falsos para unirte a una campaña que no esté abierta donde vives.',
      ],
    },
    {
      id: 'account',
      heading: 'Tu cuenta y el inicio de sesión',
      paragraphs: [
        'Inicias sesión con tu número de teléfono y un código de un solo uso, o con Google o Telegram. Mantén tu teléfono y tus códigos en privado: eres responsable de lo que ocurra en tu cuenta. Tu nombre de usuario debe tener de 5 a 10 letras o dígitos y no puede imitar a otra persona ni ser ofensivo.',
        'Una persona, una cuenta. No puedes crear, comprar, vender, compartir ni controlar más de una cuenta, y cada cuenta recibe su propia dirección de billetera EVM custodiada, que queda vinculada a ella.',
      ],
    },
    {
      id: 'currencies-and-ledger',
      heading: 'Monedas y tu saldo',
      paragraphs: [
        'KPlay utiliza K-Cash, un token de recompensa secundario, K-Points y USDT. Cada abono y cargo se registra en nuestro libro contable, que es el registro oficial de tus saldos. Los asientos nunca se modifican: un error se corrige con un nuevo asiento de corrección, y podemos revertir las recompensas abonadas por error o mediante trampas.',
        'No puedes transferir saldos a otro usuario salvo que la app ofrezca una función para ello. Puedes convertir USDT en K-Cash a razón de 1 USDT = 1000 K-Cash y comprar K-Cash al precio que se muestra antes de pagar. Las compras y conversiones son definitivas una vez confirmadas, salvo que la ley disponga otra cosa. Los K-Points no tienen valor monetario.',
      ],
    },
    {
      id: 'quests-and-campaigns',
      heading: 'Misiones, campañas y juego limpio',
      paragraphs: [
        'Cada misión y campaña de K-Drop muestra sus tareas, fechas, bolsa de recompensas y cualquier límite de país o de plazas. Comprobamos las tareas automáticamente o con el socio; una tarea solo cuenta cuando aparece como verificada. Las recompensas se abonan cuando termina la campaña y pueden ser menores de lo estimado si la bolsa se agota.',
        'Las trampas arruinan KPlay para todos. Si haces cualquiera de estas cosas, podemos anular tus recompensas, retirarte tus saldos y cerrar todas las cuentas implicadas:',
      ],
      list: [
        'Usar bots, scripts, emuladores o automatizaciones para completar tareas o juegos.',
        'Tener varias cuentas o usar teléfonos, PAN o cuentas bancarias de otras personas.',
        'Falsificar pruebas, comprar seguidores o borrar acciones en redes sociales después de que se hayan verificado.',
        'Aprovechar errores en lugar de comunicarlos al soporte.',
      ],
    },
    {
      id: 'earnings-and-kyc',
      heading: 'Cobro de ganancias y KYC',
      paragraphs: [
        'Para cobrar ganancias debes superar el KYC tal como se describe en la Política de AML y KYC, con documentos y una cuenta bancaria a tu nombre. Pueden retenerse impuestos antes del pago, y la app te muestra el importe antes de que confirmes. Las ganancias que no se cobren antes de la fecha de caducidad indicada en la app pueden caducar. Podemos retener los pagos mientras revisamos una cuenta.',
      ],
    },
    {
      id: 'store-vouchers',
      heading: 'Vales de la tienda',
      paragraphs: [
        'Los vales de la K-Store los proporcionan marcas asociadas. Un canje es definitivo una vez confirmado: no podemos cambiarlo ni devolver su importe a tu saldo, salvo cuando un vale que entregamos no funciona. Cada vale se rige por las condiciones de su socio, como la fecha de caducidad y dónde puede usarse, y el socio es responsable de los productos o servicios.',
      ],
    },
    {
      id: 'clans',
      heading: 'Clanes',
      paragraphs: [
        'El jefe de clan crea un clan con nombre, ciudad, país, logotipo, banner y descripción, y es responsable de que sean respetuosos y lícitos, de dar la bienvenida a los miembros y de mantener el clan libre de trampas. Los jefes no pueden cobrar dinero a los miembros, vender plazas ni prometer recompensas que no ofrecemos.',
        'Para que los clanes sean estables, un jefe solo puede eliminar un clan después de un número mínimo de días, y tras abandonar o eliminar un clan debes esperar un número mínimo de días antes de unirte a otro o crear uno nuevo. La app muestra las cifras vigentes. Podemos renombrar, ocultar o eliminar un clan que incumpla estos Términos.',
      ],
    },
    {
      id: 'proof-of-gamer',
      heading: 'Tarjeta Proof of Gamer y nombres',
      paragraphs: [
        'Tu nombre POG debe tener de 5 a 12 letras o dígitos y ser único. Reservamos los nombres de marcas, juegos, personajes públicos, roles de KPlay y de su personal, y podemos retirar un nombre que suplante a alguien o sea ofensivo. Una tarjeta POG acuñada está vinculada a tu cuenta y no puede venderse ni pasarse a otra cuenta. Sus puntuaciones las calculamos nosotros y pueden cambiar.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Tu contenido y tu conducta',
      paragraphs: [
        'Lo que publicas, como descripciones de clan, logotipos y enlaces de prueba, es tuyo, y nos permites mostrarlo dentro de KPlay y en los enlaces para compartir. No publiques contenido ilegal, de odio, sexual, violento o engañoso, ni que use la obra o la imagen de otra persona sin permiso. No acoses a otros gamers, no hagas spam ni ataques nuestros sistemas.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Juegos y servicios de terceros',
      paragraphs: [
        'Los juegos de la arena Klash, las campañas de socios y los servicios conectados, como X, Discord, Google, Telegram y Steam, los gestionan terceros con sus propias condiciones. No somos responsables de ellos. El uso que hagas de ellos es un asunto entre tú y ellos.',
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Suspensión y cierre',
      paragraphs: [
        'Podemos suspender o cerrar tu cuenta, avisándote cuando sea posible, si incumples estos Términos, si la ley lo exige o para proteger a otros usuarios. Los saldos obtenidos incumpliendo las reglas se pierden. Puedes irte en cualquier momento solicitando la eliminación en /delete-user-account; cobra antes tus ganancias.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Exenciones y limitación de responsabilidad',
      paragraphs: [
        'KPlay se ofrece "tal cual". Intentamos que funcione y sea exacta, pero no garantizamos que esté siempre disponible o libre de errores, ni que ninguna recompensa conserve su valor. En la medida en que la ley lo permita, no respondemos de pérdidas indirectas, lucro cesante ni pérdidas causadas por juegos de terceros, blockchains o tu propio dispositivo, y nuestra responsabilidad total frente a ti se limita al importe que nos hayas pagado en los doce meses anteriores a la reclamación. Nada de lo aquí dispuesto elimina los derechos que te reconoce la legislación de consumo.',
      ],
    },
    {
      id: 'law-changes-contact',
      heading: 'Ley aplicable, cambios y contacto',
      paragraphs: [
        'Estos Términos se rigen por la ley de la jurisdicción del Operador indicada en la app, y las controversias se someten a los tribunales allí señalados, sin perjuicio de las protecciones del país en el que vives. Podemos actualizar estos Términos; cambiamos la fecha indicada arriba y anunciamos los cambios importantes en la app antes de que se apliquen. Contacta con nosotros a través del canal de soporte que se muestra en la app.',
      ],
    },
  ],
};

export default termsAndConditions;
