import { describe, expect, it } from 'vitest';
import { smallTalkOf } from './small-talk.js';

describe('smallTalkOf', () => {
  it.each([
    ['hola', 'greeting'],
    ['Hi there!', 'greeting'],
    ['Bon dia!', 'greeting'],
    ['ola, q tal', 'greeting'],
    // Chat set bi: a greeting asked how one is today, stretched, or said again.
    ['hi how are you today', 'greeting'],
    ['hiii how r u today', 'greeting'],
    ['¡Hola otra vez!', 'greeting'],
    ['hola de nou!', 'greeting'],
    ['Thanks a lot!', 'thanks'],
    ['moltes gràcies', 'thanks'],
    ['Muchas gracias, hasta mañana', 'thanks'],
    ['adéu', 'bye'],
    // Chat set bd's: a goodbye till tomorrow, a Monday greeting, "I'll try it and let you know".
    ['ok cool cya tmrw', 'bye'],
    ['Morning! Ready for a new week.', 'greeting'],
    ['ok, lo pruebo y t digo', 'bye'],
    // Chat set bc's: fruit every day, for the first time in months.
    ['Aquesta setmana he menjat fruita cada dia, per primer cop en mesos! 🍊', 'progress'],
    ['what can you do?', 'capabilities'],
    ['Hey, what can you actually help me with?', 'capabilities'],
    ['Hola, què pots fer?', 'capabilities'],
    ['¿Qué puedes hacer?', 'capabilities'],
    ["Moltes gràcies, m'ha anat molt bé el menú que em vas proposar.", 'thanks'],
    ['Thanks, that plan actually worked well this week.', 'thanks'],
    ['Hola! Què em pots ajudar a fer exactament?', 'capabilities'],
    ["Hi! I'm new here, how does this work?", 'capabilities'],
    ['graciass!! muy util lo d ayer', 'thanks'],
    ["Moltes gràcies per l'ajuda d'ahir, el pla de sopars em va anar la mar de bé!", 'thanks'],
    ['Hola! Sóc nova per aquí. Què et puc preguntar, exactament?', 'capabilities'],
    ['Buenas, es la primera vez que uso esto. ¿Cómo funciona?', 'capabilities'],
    ['Hola! Ets un nutricionista de veritat o un programa?', 'identity'],
    ['are you a real person or a bot?', 'identity'],
    ['holaa, me haces un plan pa esta semana?', 'plan'],
    ['Can you make me a meal plan for the week?', 'plan'],
    ['Em fas la llista de la compra?', 'plan'],
    ['Hi there! Just saying hello before I start tracking my food.', 'greeting'],
    ['grcs x todo!! mañana te cuento q tal', 'thanks'],
    ['Hola, em dic Marta. Què pots fer per mi exactament?', 'capabilities'],
    // Set k's readers (issue 39): good news shared, a goodbye with a promise, the day's plan.
    ['I lost 2 kg this month, just wanted to share!', 'progress'],
    // Chat set ao: good news with a "sense" shown happy, and news told without a word of success.
    ["Bona tarda! Només et volia dir que ja porto un mes sense brioixeria a l'esmorzar 💪", 'progress'],
    ['Buenas noches, solo quería contarte que hoy he cocinado legumbres por primera vez en años 😂', 'progress'],
    // Set ak's good news answered with a card or the honest "no good answer".
    ['Hit my step goal every single day this week!', 'progress'],
    ['Hoy he ido andando al trabajo por primera vez, 40 minutos. ¡Pequeñas victorias!', 'progress'],
    ['Four home-cooked dinners a week for a month now. Pretty proud of that tbh.', 'progress'],
    // Chat set n (issue 39): a kilo and a half, a kilo written "1kg".
    ['Down 1.5 kg this month! Thanks for the help so far.', 'progress'],
    ['he baixat 1kg aquesta setmana!! 💪 merci', 'progress'],
    ['Thanks, that meal plan was great. Can we do a similar one for next week?', 'plan'],
    ["Porto tres setmanes sense picar entre hores i estic contenta, volia dir-t'ho.", 'progress'],
    ["Doncs res, avui he fet el primer pla setmanal sencer. L'he complert!", 'progress'],
    ['Hoy he cumplido todos los objetivos del día 😊', 'progress'],
    // Chat set cs: the season's wishes and thanks for the year, in words of our own; good news with them is still progress.
    ['¡Feliz año nuevo! Gracias por todo este año', 'wishes'],
    ['Bones festes i bon any, coach!', 'wishes'],
    ['Merry Christmas! Down 2 kg since November', 'progress'],
    // Chat set cu: the year typed "anyo", and happiness said outright still good news.
    ['holaa feliz anyo nuevo a todos', 'wishes'],
    ['Estic molt feliç, porto un mes sense refrescos', 'progress'],
    ['Buenas noches, mañana te cuento qué tal el primer día del plan.', 'bye'],
    ['Good morning! What should I focus on today?', 'plan'],
    // Chat sets y and z (issue 39): feeling better, a check-in, kilos down, more energy, "vamos bien no?".
    ['hey! 3 wks in and my jeans fit better, feeling gr8', 'progress'],
    ['Hey, just checking in. Week three done.', 'progress'],
    // Chat set ap: a question announced, a small victory.
    ['Good morning! Quick question before my day kicks off.', 'greeting'],
    ['Avui hem sopat sense tele i he menjat molt més a poc a poc. Petita victòria!', 'progress'],
    ['Weighed in this morning: 1.2 kg down since I started. Honestly surprised!', 'progress'],
    ['Llevo dos semanas con el plan y me noto con más energía. ¡Gracias!', 'progress'],
    ['Esta semana he ido tres veces al gimnasio y he cocinado todos los días. ¡Estoy que no me lo creo!', 'progress'],
    ['llevo 2 semanas sin picar entre horas, vamos bien no? 😅', 'progress'],
    // Chat sets au and av: a deadlift PR, a first 10 km without stopping, a climb "poco a poco", a week begun, "quick q".
    ['I hit a new deadlift PR today! 100 kg 🙌', 'progress'],
    ['New deadlift PR today!', 'progress'],
    [
      'Ahir vaig fer el meu primer 10 km sense parar! Fa tres mesos no podia córrer ni cinc minuts seguits.',
      'progress',
    ],
    ['Hoy he subido al Tibidabo andando desde casa. ¡Poco a poco!', 'progress'],
    ['Good morning coach, ready for another week!', 'greeting'],
    ['hey coach, quick q', 'greeting'],
    // Chat set aw: thanks with a typo, fruit every day for the first time in years, a month without soft drinks.
    ['moltes grcies x tot', 'thanks'],
    ['Aquesta setmana he menjat fruita cada dia, per primera vegada en anys!', 'progress'],
    ['Bona nit! Només volia dir-te que porto tot el mes sense refrescos.', 'progress'],
    ['llevo 3 semanas sin azucar en el cafe y ya ni lo echo de menos', 'progress'],
    ['Ya llevo un mes cocinando los domingos para toda la semana y se nota en el bolsillo.', 'progress'],
    ['Ayer cené ensalada y hoy me he levantado con más energía. ¡Seguimos!', 'progress'],
    // Chat set ay: thanks typed "grasies", with a compliment.
    ['grasies per tot, ets un crack', 'thanks'],
  ])('%s is %s', (text, kind) => expect(smallTalkOf(text)).toBe(kind));

  it.each([
    'hola, què menjo abans de córrer?',
    'thanks, and what about after the run?',
    'help me lose 3 kg',
    'how are you supposed to cook lentils',
    'bon dia, quantes calories té un croissant?',
    'gracias! una pregunta: puedo comer pan de noche',
    'how does this work with creatine loading?',
    "tinc una fregidora d'aire nova, com funciona?",
    'is a meal plan with 5 meals a day better than 3?',
    'are you sure bread at night makes you fat?',
    'I lost 2 kg this month, is that too fast?',
    'finally tried the lentil recipe, how long does it keep?',
    'good morning, what should I eat today before my long run?',
    // No well done for a span of days gone wrong.
    'porto dues setmanes sense dormir bé',
    'llevo tres días comiendo fatal',
    'només et volia dir que porto tres dies sense dormir bé 😩',
    'vaig a sopar pizza 🎉',
    "been two weeks and I've gained 2 kg",
    'I managed to skip dinner again lol',
    'llevo dos semanas y me siento mejor, ¿cuánta proteína debería tomar?',
    'vamos bien con la dieta? cuántas calorías tiene un plátano',
    'I feel proud of my brother, what should I cook him?',
    'hi, quick q - is greek yog ok at night',
    'gonna run my first 10k sunday what do i eat sat nite',
    'Menjo molt de pressa i vull anar a poc a poc',
    'porto tres dies sense parar de picar',
    // Chat set ax: a week not kept is no well done.
    "Estic desmotivada, aquesta setmana no he complert res del que m'havia proposat.",
    "This week I didn't manage any of my goals",
    'Porto dues setmanes sense picar entre hores però els caps de setmana em descontrolo una mica',
    // Chat set cu: a New Year card to write is a request, not good news.
    'Escriu-me una felicitació de Nadal per a la família, curteta',
  ])('leaves a real question to the rest of the chat: %s', (text) => expect(smallTalkOf(text)).toBeUndefined());
});
