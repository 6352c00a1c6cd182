#!/usr/bin/env python3
"""Build the sealed chat evaluation set sealed-2026-12-01-aw.

Written from general knowledge only. Run from anywhere:
    python3 scratch/build.py
Writes questions.jsonl, factual.jsonl, scratch/offtopic_ids.json and
scratch/notes.md next to this folder.
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

Q_SEED = 20281209
F_SEED = 20281210
LANGS = ["ca", "es", "en"]
OFFTOPIC_CATS = ["weather", "football", "device", "translation", "paperwork", "travel", "screen"]

# ---------------------------------------------------------------------------
# Questions. Per language: everyday (28 on-topic + 7 off-topic, off-topic
# last), specific 35, compound 22, typo 20.
# ---------------------------------------------------------------------------
Q = {}

Q["ca"] = {
    "everyday": [
        "Bon dia! Avui començo a cuidar-me una mica més, per on començo?",
        "Quanta aigua hauria de beure en un dia normal de feina a l'oficina?",
        "És dolent sopar tard? A casa sopem cap a les deu.",
        "Gràcies pels consells d'ahir, m'han anat molt bé.",
        "Aquesta setmana he menjat fruita cada dia, per primera vegada en anys!",
        "Què puc esmorzar que no siguin sempre torrades amb melmelada?",
        "Com puc menjar més verdura sense avorrir-me?",
        "Em costa molt no picar entre hores a la feina. Alguna idea?",
        "Si no tinc gana al matí, passa res si no esmorzo?",
        "Hola, ets una persona o un bot?",
        "Quantes peces de fruita al dia són recomanables?",
        "El cafè compta com a aigua per hidratar-se?",
        "Tinc poca motivació aquesta setmana. M'ajudes a reprendre-ho?",
        "Porto carmanyola cada dia. Com ho organitzo perquè no sigui sempre el mateix?",
        "És millor el pa integral que el blanc o és màrqueting?",
        "Quin berenar em recomanes per arribar al sopar sense tenir una gana boja?",
        "Els caps de setmana ho desfaig tot: vermuts, dinars familiars, sopars amb amics... Com ho equilibro sense obsessionar-me?",
        "Bona nit! Només volia dir-te que porto tot el mes sense refrescos.",
        "Quanta carn vermella a la setmana és raonable?",
        "Cal prendre tres làctics al dia sí o sí?",
        "Com faig un plat equilibrat sense haver de pesar res?",
        "Em passo el dia assegut davant l'ordinador. Hauria de menjar menys que quan treballava de cambrer?",
        "M'encanta el dolç després de dinar. Què puc fer?",
        "Moltes gràcies, crack!",
        "Quanta estona abans d'anar a dormir hauria de sopar per descansar millor?",
        "Cada cop cuino menys i tiro de plats preparats del súper. Com ho puc millorar sense passar hores a la cuina?",
        "Avui he pujat els cinc pisos de casa sense parar i em sentia amb energia. Seguim!",
        "Quin és el millor moment del dia per menjar fruita? Diuen que a la nit no.",
    ],
    "offtopic": [
        ("weather", "Saps si plourà aquest cap de setmana a Girona? Volíem anar a caminar per les Guilleries."),
        ("football", "Com va quedar el Barça ahir contra el Girona?"),
        ("device", "El mòbil no em carrega des que el vaig portar a la platja. Què hi puc fer?"),
        ("translation", "Em pots traduir al francès aquesta frase per a la comunitat de veïns: \"La reunió serà dijous a les set del vespre\"?"),
        ("paperwork", "Fins quan tinc temps per presentar la declaració de la renda aquest any?"),
        ("travel", "Quin és el tren més ràpid per anar de Lleida a Madrid i quant costa el bitllet?"),
        ("screen", "Em recomanes alguna sèrie catalana per mirar aquest cap de setmana?"),
    ],
    "specific": [
        "El pa amb tomàquet i oli és un bon esmorzar o millor una altra cosa?",
        "Quantes calories té, més o menys, una ració d'escalivada?",
        "Els calçots amb romesco són lleugers o la salsa ho espatlla?",
        "L'escudella barrejada és un plat massa pesat per sopar?",
        "Quants dies aguanta a la nevera un brou casolà?",
        "Puc congelar les mongetes del ganxet ja cuites?",
        "La creatina s'ha de prendre cada dia o només els dies que entreno?",
        "Corro la Cursa dels Nassos el 31 de desembre. Què menjo aquell dia?",
        "Què poso a la motxilla per menjar si pujo de Queralbs a Núria a peu?",
        "Els panellets porten moltíssim sucre? Quants se'n poden menjar per Tots Sants?",
        "Quina diferència hi ha entre l'oli d'oliva verge extra i l'oli d'oliva suau?",
        "La botifarra amb mongetes és un plat equilibrat?",
        "Com miro a l'etiqueta d'un iogurt quant sucre afegit porta?",
        "Val la pena comprar proteïna whey si ja menjo prou carn i ous?",
        "Els rovellons i altres bolets de tardor aporten alguna cosa interessant?",
        "Es pot fer la crema catalana amb menys sucre sense que quedi malament?",
        "Quins peixos blaus solen ser més econòmics al mercat?",
        "Cal prendre sobres d'electròlits per a una sortida en bici de dues hores a l'estiu?",
        "A l'hivern, a Barcelona, cal prendre vitamina D o amb el sol ja n'hi ha prou?",
        "Els fruits secs torrats i salats són tan bons com els crus?",
        "M'he apuntat a la Trailwalker de Girona, 100 km en equip. Com m'organitzo el menjar durant la prova?",
        "Com guardo les maduixes perquè no es facin malbé en dos dies?",
        "Quants dies es pot guardar l'allioli casolà a la nevera?",
        "Per a un entrepà de tant en tant, què és més recomanable, fuet o pernil salat?",
        "Els cigrons de pot s'han d'esbandir abans de menjar-los?",
        "Quanta cafeïna porta una llauna de beguda energètica?",
        "Els iogurts \"proteics\" del súper valen la pena?",
        "Quin tipus de magnesi és millor si en vull prendre un suplement, citrat o bisglicinat?",
        "L'oli de gira-sol és tan dolent com diuen per fregir?",
        "El cava compta igual que el vi quan miro quant alcohol prenc?",
        "Com cuino les carxofes de temporada perquè no perdin tot el que tenen de bo?",
        "Quines fruites i verdures de temporada trobaré al mercat al desembre?",
        "El xató és una bona opció si dino fora un dia entre setmana?",
        "He vist \"sense sucres afegits\" en unes galetes. Vol dir que no tenen sucre?",
        "Cal prendre omega-3 en càpsules si menjo peix un cop per setmana?",
    ],
    "compound": [
        "Tinc 67 anys i camino una hora cada dia. Hauria de menjar més proteïna que abans? I d'on la trec si no m'agrada gaire la carn?",
        "Faig torns de nit en una fàbrica de Martorell. Com organitzo els àpats i fins a quina hora puc prendre cafè?",
        "Peso 82 kg i vaig al gimnàs quatre dies per setmana. Quanta proteïna em toca al dia i cal que prengui batuts?",
        "Som dos a casa i volem gastar menys al súper. Quins plats de cullera podem fer per a tota la setmana que surtin barats?",
        "Soc vegetariana des de fa poc i corro uns 30 km a la setmana. Com m'asseguro de tenir prou ferro i proteïna?",
        "La meva mare té 80 anys, està bé i viu sola. Li agrada cuinar però ara fa plats molt simples: quines idees de sopar fàcils i completes li puc suggerir?",
        "Surto de la feina a les 19 h i entreno a les 20 h. Què menjo abans i què sopo després si ja són dos quarts de deu?",
        "Tinc 45 anys i voldria baixar 4 kg abans de l'estiu sense passar gana. Puc seguir prenent una cervesa els divendres?",
        "Nedo tres matins a la setmana a les 7 h, abans d'anar a treballar. Esmorzo abans o després de nedar?",
        "Jugo a futbol sala els dimarts a la nit i després anem de tapes amb l'equip. Com trio bé a la carta?",
        "El mes que ve faig el Camí de Cavalls de Menorca a peu en cinc dies. Quant he de beure i què menjo cada dia?",
        "Treballo des de casa i tinc la nevera a tres metres. Com evito anar picant? I de cafès, quants són massa?",
        "Tinc 58 anys i surto en bici els diumenges amb la colla, uns 80 km. A la tornada sempre vaig més fluix que els altres: què hauria de portar per menjar?",
        "El meu company és vegà i jo menjo de tot. Com cuinem plats que ens serveixin a tots dos sense fer dos sopars?",
        "Vull córrer la Marató de Barcelona al març i ara surto tres cops per setmana. Quan començo la càrrega d'hidrats i com la faig?",
        "Tinc 72 anys i una amiga em diu que tothom a la meva edat hauria de prendre vitamina D a l'hivern. És així? I amb el iogurt i el formatge no n'hi ha prou?",
        "Comparteixo pis amb tres persones i cadascú compra pel seu compte. Quins bàsics podríem comprar junts per menjar millor i gastar menys?",
        "Faig escalada i vull mantenir el pes estable. Com reparteixo els hidrats els dies de via llarga?",
        "Entreno a les 6 del matí i treballo fins a les 15 h. Quan em convé fer l'àpat més gran? I si tinc gana a mitja tarda?",
        "Tinc 35 anys, peso 60 kg i vull guanyar una mica de múscul. Quant més hauria de menjar i la creatina m'ajudaria?",
        "Anem una setmana de càmping al Delta de l'Ebre amb la parella i només tenim una nevera portàtil. Què comprem i com ho conservem?",
        "Aquest setembre treballo a la verema a l'Empordà, moltes hores al sol. Com m'hidrato i què menjo per aguantar la jornada?",
    ],
    "typo": [
        "q puc menjar despres del gym",
        "quanta aigua cal beure si fa molta calor",
        "es bo menjar ous cada dia",
        "hola bon dia!! com va",
        "moltes grcies x tot",
        "el pa amb tomaquet engreixa?",
        "quantes cal te una poma",
        "la cervesa sense alcohol va be despres de corre?",
        "x esmorzar millor torrades o cereals",
        "m pots donar idees de sopar rapid i sa",
        "diumenge tinc calcotada q faig la resta del dia",
        "creatina abans o despres dentrenar",
        "els fruits secs engreixen molt o no",
        "com guardo el pa xq no s endureixi",
        "es dolent menjar arros a la nit",
        "q es millor el seito o la sardina",
        "el magnesi va be per dormir millor?",
        "tinc 70 anys i camino cada dia cal prendre proteina en pols",
        "dino a la feina i tinc microones, idees de tupper",
        "avui he fet 10 km!! q menjo ara",
    ],
}

Q["es"] = {
    "everyday": [
        "Buenas, ¿qué tal? Quiero empezar a comer mejor pero no sé por dónde.",
        "¿Cuántos vasos de agua son suficientes si trabajo de pie todo el día?",
        "¿Es verdad que la fruta de postre engorda más?",
        "Ayer cené ensalada y hoy me he levantado con más energía. ¡Seguimos!",
        "¿Qué desayuno rápido me recomiendas si salgo de casa a las siete?",
        "Me cuesta mucho comer pescado, no me gusta nada. ¿Qué alternativas hay?",
        "¿El zumo de naranja natural cuenta como una pieza de fruta?",
        "Mil gracias, me has resuelto la duda.",
        "¿Cuánto pan al día es razonable?",
        "¿Está bien comer legumbres en verano o son solo para el invierno?",
        "Llevo dos semanas sin bollería en el desayuno 💪",
        "¿Qué hago cuando llego a casa con mucha hambre y me como lo primero que pillo?",
        "¿Es mejor hacer cinco comidas al día o tres?",
        "¿Tomar café con leche por la tarde afecta al sueño?",
        "¿Los refrescos \"zero\" son una buena forma de dejar los normales?",
        "¿Cuánto aceite de oliva es razonable usar al día?",
        "Hola, ¿me ayudas a planificar los menús de la semana?",
        "Quiero beber menos alcohol los fines de semana. ¿Algún truco que funcione?",
        "¿Se puede comer sano si como fuera todos los días por trabajo?",
        "¿Los productos light ayudan de verdad o es puro marketing?",
        "Ya llevo un mes cocinando los domingos para toda la semana y se nota en el bolsillo.",
        "¿Qué cantidad de frutos secos al día está bien?",
        "Estoy harto del pollo a la plancha. ¿Cómo lo hago más interesante sin añadir mucha grasa?",
        "¿Comer rápido tiene algún efecto? Siempre acabo el primero en la mesa.",
        "¿El agua con gas hidrata igual que el agua normal?",
        "No tengo tiempo ni para sentarme a comer, me tomo un bocadillo delante del ordenador. ¿Cómo lo mejoro?",
        "¿Qué cena ligera puedo hacer que me deje saciado?",
        "¿Qué opinas del azúcar moreno frente al blanco?",
    ],
    "offtopic": [
        ("weather", "¿Qué tiempo hará mañana en Tarragona? Quiero salir a correr por la playa."),
        ("football", "¿Sabes cómo quedó el Espanyol el domingo?"),
        ("device", "Mi portátil va lentísimo desde la última actualización de Windows, ¿cómo lo arreglo?"),
        ("translation", "¿Me traduces al inglés \"Quedo a la espera de su respuesta\" para un correo formal?"),
        ("paperwork", "¿Cómo pido cita en Hacienda para cambiar mi domicilio fiscal?"),
        ("travel", "Estoy mirando vuelos de Barcelona a Lisboa para el puente de diciembre. ¿Qué aerolínea suele salir más barata?"),
        ("screen", "¿Qué película de Almodóvar me recomiendas para ver esta noche?"),
    ],
    "specific": [
        "¿La tortilla de patatas es una cena completa si la acompaño de ensalada?",
        "¿Cuánta proteína tiene una lata de atún al natural?",
        "¿El jamón ibérico tiene grasa \"buena\" como dicen?",
        "¿Cómo se conservan las lentejas cocidas y cuántos días duran en la nevera?",
        "¿Puedo congelar el pan de barra? ¿Cómo lo descongelo para que quede bien?",
        "¿Qué como durante una media maratón como la de Barcelona? ¿Hacen falta geles?",
        "¿Cuánta cafeína tiene un espresso comparado con un café de cápsula?",
        "¿La proteína whey isolate es mejor que la concentrada?",
        "¿El gazpacho cuenta como ración de verdura?",
        "En la etiqueta pone sodio y no sal. ¿Cómo lo convierto?",
        "¿Qué tal el salmorejo para llevar al trabajo en verano?",
        "¿Es mejor comprar las legumbres secas o en bote?",
        "¿El aceite de coco es más sano que el de oliva?",
        "¿La bebida de avena tiene el mismo calcio que la leche?",
        "¿Hay que guardar los huevos en la nevera si en el súper están fuera?",
        "¿El omega-3 de las nueces es igual que el del pescado?",
        "¿Qué pescado de temporada hay en diciembre que salga barato?",
        "¿Las bebidas isotónicas del súper sirven para el pádel o es mejor agua?",
        "¿La paella del domingo es muy calórica? ¿Cómo la hago más ligera?",
        "¿Qué tiene más proteína, el tofu o el tempeh?",
        "¿Qué quiere decir \"fuente de fibra\" en un paquete de galletas?",
        "¿Los espárragos blancos de bote llevan mucha sal?",
        "¿Cómo cocino el brócoli para que no quede soso ni pasado?",
        "¿Los yogures griegos tienen más grasa que los normales?",
        "¿El queso fresco de Burgos es buena opción para cenar?",
        "Me he apuntado a una travesía a nado de 3 km en la Costa Brava. ¿Qué como antes y qué llevo para después?",
        "¿Cuántos días aguanta un táper de arroz en la nevera? He oído que el arroz es delicado.",
        "¿La miel es más sana que el azúcar?",
        "¿Qué diferencia hay entre el chocolate del 70 % y el del 85 % a nivel nutricional?",
        "¿Es mejor tomar la vitamina D con la comida o da igual?",
        "¿Los cereales de desayuno con \"alto contenido en fibra\" merecen la pena?",
        "¿El vermut del domingo lleva mucho azúcar?",
        "¿Cuánto tiempo aguanta congelada una crema de calabaza casera?",
        "¿Qué llevo de comida para subir a la Pica d'Estats en una jornada?",
        "¿La levadura nutricional tiene vitamina B12? Soy vegetariano.",
    ],
    "compound": [
        "Tengo 52 años, peso 90 kg y empiezo un plan para correr 5 km. ¿Tengo que comer distinto los días que corro? ¿Necesito bebida isotónica?",
        "Trabajo a turnos rotativos en una planta química de Tarragona: mañana, tarde y noche. ¿Cómo organizo las comidas la semana de noches?",
        "Vivo solo y cocino solo para mí. ¿Cómo compro para no tirar comida y no comer siempre lo mismo?",
        "Somos una pareja de jubilados de Reus, de 70 y 68 años, los dos bien de salud. ¿Qué deberíamos tener en cuenta con la proteína y el calcio a nuestra edad?",
        "Hago crossfit cinco días a la semana y quiero probar la creatina. ¿Cuánta tomo y puedo mezclarla con el café?",
        "Soy vegana desde hace un año y hago yoga casi a diario. ¿Tomo B12 y qué más debería vigilar?",
        "Salgo en bici de carretera los sábados unas cuatro horas por el Montseny. ¿Cuántos geles o barritas me llevo y cuánto bebo?",
        "Tengo 30 años, mido 1,80 y peso 68 kg. Quiero ganar peso de forma sana, ¿qué añado a mis comidas?",
        "Acabo de mudarme a Barcelona por trabajo y mi cocina es minúscula, con dos fuegos. ¿Qué platos sencillos y sanos me recomiendas?",
        "Como de menú del día de lunes a viernes. ¿Cómo elijo primero, segundo y postre para que sea equilibrado?",
        "Juego a baloncesto dos veces por semana y los partidos son a las 21:30. ¿Ceno antes o después? ¿Y qué ceno?",
        "Tengo 60 años, hago senderismo con un grupo los domingos y me gustaría perder algo de barriga. ¿Qué cambio primero?",
        "En casa somos cuatro adultos y uno es vegetariano. ¿Qué menú semanal económico nos sirve a todos?",
        "Me levanto a las cinco para ir a la recogida de fruta en Lleida. ¿Qué desayuno y qué llevo para aguantar hasta la una?",
        "Voy al gimnasio por la tarde y luego ceno tarde. ¿Tomo un batido de proteína al salir o espero a la cena?",
        "Tengo 40 años y tomo tres cafés y un par de colas al día. Quiero bajar la cafeína sin que me cueste tanto, ¿cómo lo hago?",
        "Quiero correr la Zurich Marató de Barcelona y peso 75 kg. ¿Cuántos gramos de hidratos debería tomar los días previos?",
        "Soy camarero y trabajo de seis de la tarde a dos de la madrugada. ¿Cuándo y qué como para no ir picando toda la noche?",
        "Nado en el mar en la Barceloneta todo el año, también en invierno. ¿Necesito comer más? ¿Me conviene tomar algo caliente al salir?",
        "Mi padre tiene 85 años y está estupendo, pero se aburre de cocinar. ¿Qué platos fáciles y nutritivos puede hacer en 15 minutos?",
        "Teletrabajo y por la tarde voy a clases de salsa. ¿Qué meriendo antes? ¿La cena tiene que ser ligera?",
        "Quiero reducir la carne roja por el planeta y por el bolsillo, pero mi pareja es muy carnívora. ¿Cómo lo hacemos en casa?",
    ],
    "typo": [
        "q ceno hoy algo rapido",
        "cuanta proteina tiene un huevo",
        "es malo tomar cafe nada mas levantarme",
        "holaa buenas q tal",
        "grax x la info!!",
        "el aguacate engorda?",
        "cuanto dura el pollo cocinado en la nevera",
        "xq me entra tanta hambre despues de entrenar",
        "mejor avena o pan integral pa desayunar",
        "cuantas cervezas a la semana son demasiadas",
        "la creatina retiene liquidos?",
        "se puede congelar el queso",
        "q llevo pa comer en una ruta de 6h por la montana",
        "merece la pena el magnesio si hago deporte",
        "tengo 65 y quiero empezar a ir al gym q como",
        "cuanta agua en un partido de padel de 2h",
        "es sano comer pasta todos los dias",
        "idea de tupper vegano barato",
        "llevo 3 semanas sin azucar en el cafe y ya ni lo echo de menos",
        "como hago lentejas sin chorizo q tengan sabor",
    ],
}

Q["en"] = {
    "everyday": [
        "Hi! Just moved to Barcelona and want to eat more like the locals. Where do I start?",
        "How much water should I actually drink per day?",
        "Is it bad to have dinner at 10pm like everyone does here?",
        "Thanks, that was really helpful.",
        "Update: I cooked at home five nights this week instead of ordering in.",
        "What's a decent breakfast that isn't a croissant and a coffee?",
        "How many portions of vegetables should I aim for each day?",
        "I keep snacking in the afternoon at work. Any tips?",
        "Do I need to eat breakfast? I'm never hungry in the morning.",
        "Are frozen vegetables as good as fresh ones?",
        "Good morning coach ☀️",
        "How do I stop drinking so much Coke Zero?",
        "Feeling unmotivated this week. Can you give me a nudge?",
        "Is it OK to have the same lunch every day?",
        "What counts as a sensible portion of pasta?",
        "How can I get more fibre without eating bran flakes every morning?",
        "Is Barcelona tap water fine to drink or should I buy bottled?",
        "I want to cut back on takeaways. What are some easy swaps?",
        "Are eggs good or bad? I keep reading different things.",
        "Small win: swapped my afternoon pastry for fruit and nuts all week.",
        "What should a balanced plate look like?",
        "Is it true you shouldn't eat carbs after 6pm?",
        "How do I eat well on a tight budget?",
        "I've got a sweet tooth after dinner every single night. Help!",
        "Does the Mediterranean diet just mean eating pasta and pizza?",
        "Cheers, much appreciated!",
        "Is snacking on nuts every day a good idea or too many calories?",
        "How do I keep eating well when I'm away for work every week?",
    ],
    "offtopic": [
        ("weather", "Is it going to be windy in Sitges on Saturday? We're planning a beach run."),
        ("football", "Did Barça win last night? I missed the match."),
        ("device", "My iPhone keeps saying storage is full even after I deleted loads of photos. What do I do?"),
        ("translation", "How do I say \"my landlord still hasn't fixed the boiler\" in Spanish?"),
        ("paperwork", "How do I get an appointment for my NIE in Barcelona? The website never has any slots."),
        ("travel", "What's the best way to get from Girona airport to Figueres?"),
        ("screen", "Any good Spanish series on Netflix to help me learn the language?"),
    ],
    "specific": [
        "Is pa amb tomàquet with olive oil a good breakfast or too much oil?",
        "How many calories are in a typical portion of patatas bravas?",
        "Is jamón high in salt? I eat it most days.",
        "How long does leftover paella keep in the fridge?",
        "Can I freeze cooked chickpeas?",
        "How much creatine should I take per day?",
        "I'm running the Barcelona Marathon in March. What should I eat the night before?",
        "Whey or plant protein powder: which is better?",
        "What's the difference between \"extra virgin\" and plain \"olive oil\" on the label?",
        "How much caffeine is in a cortado?",
        "Is cava better or worse than beer calorie-wise?",
        "Are calçots healthy? Going to my first calçotada next weekend.",
        "What does the Nutri-Score letter on Spanish packaging actually tell me?",
        "Do I need an electrolyte drink for an hour of padel in July?",
        "How much vitamin D should a healthy adult take in winter?",
        "Is fish oil worth taking if I eat sardines twice a week?",
        "What's in season at the market in December?",
        "Which is the better choice at a bakery: croissant, ensaïmada or a small bocadillo?",
        "How do I store fresh herbs so they don't wilt in two days?",
        "Is turrón loaded with sugar? The almond one seems healthier.",
        "Are tinned mussels in escabeche a good protein source?",
        "What should I eat during a 4-hour hike in the Pyrenees?",
        "What's a good recovery snack after a 2 km sea swim?",
        "Is supermarket tofu a complete protein?",
        "What's the deal with magnesium glycinate before bed? Is it worth trying?",
        "Does butifarra count as processed meat?",
        "How much protein is in a tin of chickpeas?",
        "Should I rinse rice before cooking it?",
        "Are the high-protein puddings at Mercadona worth it?",
        "What does \"reduced sugar\" mean legally on an EU label?",
        "How long does an opened bottle of olive oil keep?",
        "Is espinacas con garbanzos a balanced meal on its own?",
        "How many gels should I plan for a 42 km trail race in the Montseny?",
        "Is sparkling water as hydrating as still?",
        "Are romesco and allioli really that calorific?",
    ],
    "compound": [
        "I'm 68, in good health, and walk the dog every morning. Should I be eating more protein than when I was younger, and how much is enough?",
        "I work night shifts at a logistics warehouse in El Prat. When should I eat my main meal, and is coffee at 3am a bad idea?",
        "I'm 85 kg, lifting four times a week, and want to lose a bit of fat while keeping muscle. How much protein do I need, and how big a calorie deficit is sensible?",
        "My partner and I both work full-time and get home around 8pm. What can we batch-cook on Sunday that lasts until Wednesday?",
        "I'm vegetarian and cycle about 200 km a week. How do I make sure I'm getting enough protein and iron?",
        "I'm training for Ironman Barcelona in Calella, about 12 hours a week. How should I handle carbs on the long training days?",
        "I'm 55 and just started swimming three mornings a week. Do I need to eat before the 7am session or can I wait till after?",
        "I work remotely, skip lunch and then eat everything in sight at 6pm. How do I fix my rhythm?",
        "I moved here from the UK and dinner at 9:30 is hard to get used to. Should I have a proper merienda, and what would be a good one?",
        "I'm 40, 1.65 m and 58 kg, and want to get stronger this year. Is creatine worth it for women, and do I need protein shakes?",
        "We're three flatmates with one fridge shelf each. How can we shop and cook healthily on about €40 a week per person?",
        "I play futbol 7 on Sundays and then have beers with the team. How do I rehydrate properly without being the boring one?",
        "My 79-year-old dad lives alone in Tarragona and mostly has toast and coffee. He's in good health; how can I help him eat a bit more variety?",
        "I'm vegan, I climb three times a week, and I'm trying to build strength. Which protein sources should I lean on, and how much per day?",
        "I'm walking the Camí de Sant Jaume from Montserrat for ten days in spring. How much extra should I eat, and what's worth carrying?",
        "I'm 62 and about to retire. I want to use the time to cook proper Mediterranean meals: where do I start, and what should I keep in the pantry?",
        "I run 5 km three times a week at 6:30 before work. Do I need to eat beforehand, and what's a good breakfast afterwards?",
        "I work in a bar until midnight and usually get to bed around two. What and when should I eat at the end of a shift?",
        "I'm on about 10 beers a week and want to cut down. What's a realistic target, and what do I drink instead?",
        "I've got a 3-hour gravel ride on Saturday and it'll be around 30 °C. How much fluid and salt should I plan for?",
        "My wife is vegetarian and I'm trying to eat less meat so we can share dinners. Can you suggest five we'd both enjoy?",
        "I'm 35 with a desk job, go to the gym twice a week, and keep gaining about a kilo a year. What small changes would stop that?",
    ],
    "typo": [
        "wat should i eat b4 a morning run",
        "is oat milk ok instead of cows milk",
        "hw much protein in 100g chicken",
        "thx a lot mate",
        "hiya coach hows it going",
        "r bananas good pre workout",
        "creatine every day even on rest days??",
        "best cheap protein at lidl",
        "is it ok 2 drink coffee after 4pm",
        "how long do cooked lentils last in the fridge",
        "idk what to have for dinner tonite, ideas?",
        "do i need electrolytes for a 10k",
        "is greek yog better than normal yog",
        "too much salt in my food how do i cut it",
        "hit my water goal every day this wk 💧",
        "is red wine actually good for u",
        "whats a good snack for a long bike ride",
        "im 70 do i need vit d in winter",
        "veggie lunch ideas for work no microwave",
        "can i freeze cooked rice",
    ],
}

# ---------------------------------------------------------------------------
# Factual items: 22 per language. food=True means a food composition item
# (needs raw/cooked state). src is copied into notes.md.
# ---------------------------------------------------------------------------
F = {}

F["ca"] = [
    dict(food=True, text="Quantes kcal té l'arròs blanc bullit (cuit, sense oli ni sal) per cada 100 g?",
         quantity="Energy of boiled white rice, cooked, per 100 g", accept=[115, 140], unit="kcal",
         src="USDA FDC cooked long/medium-grain white rice about 130 kcal/100 g; Spanish tables (BEDCA/Moreiras) about 120-125 kcal for boiled rice. Range spans both."),
    dict(food=True, text="Quanta proteïna tenen 100 g de cigrons cuits (bullits i escorreguts)?",
         quantity="Protein in boiled chickpeas, cooked, per 100 g", accept=[7, 9.5], unit="g",
         src="USDA FDC chickpeas boiled without salt 8.9 g/100 g; canned drained about 7 g/100 g; BEDCA cooked values in between."),
    dict(food=True, text="Quantes kcal aporta una cullerada de 10 g d'oli d'oliva verge extra, en cru?",
         quantity="Energy of 10 g of raw extra virgin olive oil", accept=[88, 90], unit="kcal",
         src="USDA FDC olive oil 884 kcal/100 g (88.4 kcal per 10 g); BEDCA about 899 kcal/100 g (89.9 per 10 g); EU factor 9 kcal/g gives 90."),
    dict(food=True, text="Quants grams de proteïna hi ha en 100 g d'ametlles crues?",
         quantity="Protein in raw almonds per 100 g", accept=[19, 22.5], unit="g",
         src="USDA FDC raw almonds 21.2 g/100 g; BEDCA raw almond about 20 g/100 g."),
    dict(food=True, text="Quanta vitamina C té el pebrot vermell cru per 100 g?",
         quantity="Vitamin C in raw red sweet pepper per 100 g", accept=[120, 160], unit="mg",
         src="USDA FDC raw red sweet pepper 127.7 mg/100 g; Spanish tables about 130-150 mg/100 g."),
    dict(food=True, text="Quant de calci tenen 100 g de sardines en conserva amb oli (ja cuites), escorregudes i amb espina?",
         quantity="Calcium in canned sardines in oil, drained with bones, per 100 g", accept=[300, 400], unit="mg",
         src="USDA FDC sardines canned in oil, drained solids with bone, 382 mg/100 g; Spanish tables about 330-400 mg/100 g."),
    dict(food=True, text="Quanta proteïna porta un iogurt natural sencer de 125 g (sense cuinar, tal com es menja)?",
         quantity="Protein in one 125 g pot of plain whole-milk yogurt, as eaten", accept=[4, 5.5], unit="g",
         src="USDA FDC plain whole-milk yogurt 3.5 g/100 g (4.3 g per 125 g); BEDCA plain yogurt about 3.9-4 g/100 g (about 5 g per 125 g); Spanish labels 3.3-4.2 g/100 g."),
    dict(food=True, text="Quantes kcal té el pa blanc de barra per 100 g, tal com es compra (ja cuit)?",
         quantity="Energy of white baguette-type bread, baked, per 100 g", accept=[250, 285], unit="kcal",
         src="USDA FDC white bread 266 kcal/100 g, French bread 272 kcal/100 g; BEDCA white bread (barra) about 260-280 kcal/100 g."),
    dict(food=True, text="Quanta fibra tenen 100 g de llenties bullides (cuites)?",
         quantity="Dietary fibre in boiled lentils, cooked, per 100 g", accept=[5.5, 8.5], unit="g",
         src="USDA FDC lentils boiled without salt 7.9 g/100 g; European tables give about 6-8 g/100 g depending on water uptake and method."),
    dict(food=True, text="Quant de potassi té el plàtan cru per cada 100 g de polpa?",
         quantity="Potassium in raw banana flesh per 100 g", accept=[330, 400], unit="mg",
         src="USDA FDC raw banana 358 mg/100 g; BEDCA banana (plàtan) about 350-390 mg/100 g."),
    dict(food=True, text="Quantes kcal aporta un grapat de 30 g de nous crues, sense closca?",
         quantity="Energy of a 30 g portion of raw shelled walnuts", accept=[190, 210], unit="kcal",
         src="USDA FDC English walnuts 654 kcal/100 g (196 kcal per 30 g); Spanish tables about 660-700 kcal/100 g (198-210 per 30 g)."),
    dict(food=False, text="Segons l'OMS, quina és la quantitat màxima de sal al dia per a un adult?",
         quantity="WHO maximum salt intake for adults per day", accept=[5, 5], unit="g/day",
         src="WHO guideline: less than 5 g salt per day for adults (about 2 g sodium)."),
    dict(food=False, text="Quina és la ingesta adequada d'aigua total al dia (begudes més aliments) per a una dona adulta segons l'EFSA?",
         quantity="EFSA adequate intake of total water for adult women per day", accept=[2.0, 2.0], unit="L/day",
         src="EFSA (2010) dietary reference values for water: AI 2.0 L/day women, 2.5 L/day men, total water from drinks and food."),
    dict(food=False, text="Quanta cafeïna al dia considera segura l'EFSA per a un adult sa?",
         quantity="EFSA safe habitual caffeine intake for healthy adults per day", accept=[400, 400], unit="mg/day",
         src="EFSA (2015) scientific opinion on caffeine: habitual intakes up to 400 mg/day raise no safety concerns for healthy adults."),
    dict(food=False, text="En una prova de resistència de més de dues hores i mitja, com una marxa cicloturista llarga, quants grams d'hidrats de carboni per hora es recomana prendre?",
         quantity="Carbohydrate intake per hour during endurance events longer than 2.5 h", accept=[60, 90], unit="g/h",
         src="ACSM/AND/DC 2016 joint position and Jeukendrup: up to 90 g/h (multiple transportable carbohydrates) for events over 2.5 h; 60 g/h lower end of the recommendation for long events."),
    dict(food=False, text="Quants grams al dia de creatina monohidrat es prenen com a dosi de manteniment, sense fase de càrrega?",
         quantity="Creatine monohydrate maintenance dose per day", accept=[3, 5], unit="g/day",
         src="ISSN position stand on creatine (2017): 3-5 g/day maintenance (or without loading)."),
    dict(food=False, text="Segons la normativa europea de declaracions nutricionals, quants grams de fibra per 100 g ha de tenir un aliment per poder dir que és \"ric en fibra\"?",
         quantity="Minimum fibre per 100 g for the EU 'high fibre' claim", accept=[6, 6], unit="g",
         src="Regulation (EC) 1924/2006 annex: 'high fibre' requires at least 6 g fibre per 100 g or 3 g per 100 kcal ('source of fibre' is 3 g/100 g)."),
    dict(food=False, text="Quanta proteïna al dia recomanen grups d'experts com PROT-AGE per a una persona gran sana de 70 kg?",
         quantity="Daily protein for a healthy 70 kg older adult per PROT-AGE (1.0-1.2 g/kg/day)", accept=[70, 84], unit="g/day",
         src="PROT-AGE study group (2013) and ESPEN (2014): 1.0-1.2 g/kg/day for healthy older adults; 70 kg gives 70-84 g/day."),
    dict(food=False, text="Quantes vegades per setmana recomanen menjar peix les guies alimentàries de Catalunya i d'Espanya?",
         quantity="Recommended fish servings per week in Catalan and Spanish guidelines", accept=[3, 4], unit="times/week",
         src="ASPCAT ('Petits canvis per menjar millor') and AESAN (2022): fish 3-4 times a week / at least 3 servings a week, favouring oily fish."),
    dict(food=False, text="Quants grams d'alcohol pur conté una unitat de beguda estàndard (UBE) a Catalunya?",
         quantity="Grams of pure alcohol in one standard drink unit (UBE) in Catalonia/Spain", accept=[10, 10], unit="g",
         src="Spanish Ministry of Health and ASPCAT: 1 UBE = 10 g of pure alcohol."),
    dict(food=False, text="Segons l'ACSM, quant líquid per hora es recomana beure durant l'exercici com a orientació general?",
         quantity="General fluid intake per hour during exercise", accept=[0.4, 0.8], unit="L/h",
         src="ACSM position stand on exercise and fluid replacement (2007) and ACSM/AND/DC 2016: about 0.4-0.8 L/h, individualised to sweat rate."),
    dict(food=False, text="Per a la càrrega d'hidrats de carboni les 36-48 h abans d'una marató, quants grams per kg de pes corporal i dia es recomanen?",
         quantity="Carbohydrate loading intake per kg body mass per day (36-48 h before)", accept=[10, 12], unit="g/kg/day",
         src="ACSM/AND/DC 2016 joint position: carbohydrate loading 10-12 g/kg/day for 36-48 h before events over 90 min."),
]

F["es"] = [
    dict(food=True, text="¿Cuántos gramos de proteína tienen 100 g de lentejas secas, en crudo?",
         quantity="Protein in dry raw lentils per 100 g", accept=[22.5, 26], unit="g",
         src="USDA FDC raw lentils 24.6 g/100 g; BEDCA/Moreiras raw lentils about 23-24 g/100 g."),
    dict(food=True, text="¿Cuánta proteína tiene el huevo entero crudo por cada 100 g de parte comestible?",
         quantity="Protein in raw whole egg per 100 g edible portion", accept=[12, 13.5], unit="g",
         src="USDA FDC raw whole egg 12.6 g/100 g; BEDCA whole hen egg about 12.5 g/100 g."),
    dict(food=True, text="¿Cuántos gramos de proteína hay en 100 g de pechuga de pollo cruda sin piel?",
         quantity="Protein in raw skinless chicken breast per 100 g", accept=[21, 24.5], unit="g",
         src="USDA FDC raw boneless skinless chicken breast 22.5-23.1 g/100 g (depending on release); BEDCA chicken breast about 21-23 g/100 g."),
    dict(food=True, text="¿Cuántos gramos de hidratos de carbono tienen 100 g de patata cocida (hervida, sin piel)?",
         quantity="Carbohydrate in boiled peeled potato, cooked, per 100 g", accept=[15, 21], unit="g",
         src="USDA FDC potato boiled without skin 20.0 g total carbohydrate/100 g; Spanish tables about 16-18 g available carbohydrate/100 g."),
    dict(food=True, text="¿Cuántas kcal aporta una ración de 80 g de espaguetis secos, pesados en crudo?",
         quantity="Energy of an 80 g portion of dry raw spaghetti", accept=[280, 300], unit="kcal",
         src="USDA FDC dry spaghetti/pasta 371 kcal/100 g (297 per 80 g); BEDCA/labels 350-360 kcal/100 g (280-288 per 80 g)."),
    dict(food=True, text="¿Cuánto calcio aporta un vaso de 250 mL de leche semidesnatada, tal cual y sin cocinar?",
         quantity="Calcium in a 250 mL glass of semi-skimmed milk, as sold", accept=[280, 320], unit="mg",
         src="USDA FDC 2% milk about 120 mg/100 g; BEDCA semi-skimmed about 120-125 mg/100 mL; 250 mL gives about 300-315 mg; Spanish labels 115-125 mg/100 mL."),
    dict(food=True, text="¿Cuántos gramos de grasa tiene el aguacate crudo por cada 100 g de pulpa?",
         quantity="Fat in raw avocado flesh per 100 g", accept=[12, 16], unit="g",
         src="USDA FDC raw avocado (all varieties) 14.7 g/100 g, Hass 15.4 g/100 g; Spanish tables about 12-14 g/100 g."),
    dict(food=True, text="¿Cuánta vitamina C tiene la naranja cruda por cada 100 g de parte comestible?",
         quantity="Vitamin C in raw orange per 100 g edible portion", accept=[45, 60], unit="mg",
         src="USDA FDC raw orange (all varieties) 53.2 mg/100 g; BEDCA orange about 50 mg/100 g."),
    dict(food=True, text="¿Cuántos gramos de proteína tienen 100 g de copos de avena en crudo?",
         quantity="Protein in raw rolled oats per 100 g", accept=[12, 17], unit="g",
         src="USDA FDC rolled oats 13.2 g/100 g, 'oats' 16.9 g/100 g; BEDCA/labels about 12-14 g/100 g."),
    dict(food=True, text="¿Cuántas kcal aporta una porción de 20 g de chocolate negro del 70-85 % de cacao, tal cual (sin cocinar)?",
         quantity="Energy of a 20 g portion of 70-85% dark chocolate, as eaten", accept=[110, 122], unit="kcal",
         src="USDA FDC dark chocolate 70-85% cacao 598 kcal/100 g (120 per 20 g); labels 550-610 kcal/100 g (110-122 per 20 g)."),
    dict(food=True, text="¿Cuántas kcal tienen 100 g de tomate crudo?",
         quantity="Energy of raw tomato per 100 g", accept=[15, 23], unit="kcal",
         src="USDA FDC raw red tomato 18 kcal/100 g; BEDCA tomato about 19-22 kcal/100 g."),
    dict(food=False, text="Según la OMS, ¿qué porcentaje máximo de la energía diaria deberían aportar los azúcares libres (la recomendación general, no la condicional)?",
         quantity="WHO maximum share of daily energy from free sugars (strong recommendation)", accept=[10, 10], unit="%",
         src="WHO guideline on sugars intake (2015): free sugars below 10% of total energy (strong recommendation); below 5% is the conditional one."),
    dict(food=False, text="¿Cuál es la ingesta adecuada de fibra al día para un adulto según la EFSA?",
         quantity="EFSA adequate intake of dietary fibre for adults per day", accept=[25, 25], unit="g/day",
         src="EFSA (2010) dietary reference values for carbohydrates and dietary fibre: AI 25 g/day for adults."),
    dict(food=False, text="¿Cuál es la ingesta de referencia de proteína para un adulto sano, en gramos por kg de peso y día?",
         quantity="Population reference intake of protein for healthy adults per kg body weight per day", accept=[0.8, 0.83], unit="g/kg/day",
         src="EFSA (2012) PRI 0.83 g/kg/day; WHO/FAO/UNU (2007) 0.83 g/kg/day; US RDA 0.8 g/kg/day."),
    dict(food=False, text="Según el ACSM, ¿cuántos mL por kg de peso corporal conviene beber unas 4 horas antes del ejercicio?",
         quantity="Fluid to drink about 4 h before exercise per kg body mass", accept=[5, 7], unit="mL/kg",
         src="ACSM position stand on exercise and fluid replacement (2007) and ACSM/AND/DC 2016: 5-7 mL/kg at least 4 h before exercise."),
    dict(food=False, text="Según la ISSN, ¿cuántos gramos de proteína por toma se recomiendan después de entrenar para un adulto?",
         quantity="Post-exercise protein per serving for adults (ISSN)", accept=[20, 40], unit="g",
         src="ISSN position stand: protein and exercise (2017) and nutrient timing (2017): 20-40 g per serving (0.25 g/kg) after exercise."),
    dict(food=False, text="¿Cuál es la ingesta adecuada de EPA más DHA al día para adultos según la EFSA?",
         quantity="EFSA adequate intake of EPA+DHA for adults per day", accept=[250, 250], unit="mg/day",
         src="EFSA (2010) dietary reference values for fats: AI 250 mg EPA+DHA per day for adults."),
    dict(food=False, text="¿Cuál es el nivel máximo tolerable de magnesio procedente de suplementos al día para adultos según la EFSA?",
         quantity="EFSA tolerable upper intake level for supplemental magnesium for adults per day", accept=[250, 250], unit="mg/day",
         src="EFSA/SCF tolerable upper intake levels (2006): 250 mg/day for readily dissociable magnesium salts in supplements/fortified foods (not food magnesium)."),
    dict(food=False, text="Según el reglamento europeo de declaraciones nutricionales, ¿cuántos gramos de sal por 100 g puede tener como máximo un alimento sólido para anunciarse como \"bajo contenido de sal\"?",
         quantity="Maximum salt per 100 g for the EU 'low salt' claim", accept=[0.3, 0.3], unit="g",
         src="Regulation (EC) 1924/2006 annex: 'low sodium/salt' means no more than 0.12 g sodium, or the equivalent 0.3 g salt, per 100 g or 100 mL."),
    dict(food=False, text="Como mínimo, ¿cuántas veces por semana recomiendan comer legumbres las guías alimentarias españolas y catalanas?",
         quantity="Minimum legume servings per week in Spanish and Catalan guidelines", accept=[3, 4], unit="times/week",
         src="AESAN (2022) healthy-eating recommendations: at least 4 servings of legumes a week; ASPCAT ('Petits canvis per menjar millor'): at least 3 times a week."),
    dict(food=False, text="¿Cuál es un ritmo razonable y sostenible de pérdida de peso para un adulto, en kg por semana?",
         quantity="Reasonable sustainable weight-loss rate for adults per week", accept=[0.5, 1], unit="kg/week",
         src="Common guidance (NHS, NICE, Spanish societies such as SEEDO): about 0.5-1 kg per week."),
    dict(food=False, text="En una carrera de entre 1 y 2,5 horas, ¿cuántos gramos de hidratos de carbono por hora se recomienda tomar?",
         quantity="Carbohydrate intake per hour during events of 1-2.5 h", accept=[30, 60], unit="g/h",
         src="ACSM/AND/DC 2016 joint position: 30-60 g/h during exercise of 1-2.5 h."),
]

F["en"] = [
    dict(food=True, text="How many grams of protein are in 100 g of roasted skinless chicken breast (cooked)?",
         quantity="Protein in roasted skinless chicken breast, cooked, per 100 g", accept=[29, 33], unit="g",
         src="USDA FDC chicken breast, meat only, roasted 31.0 g/100 g; other cooked breast entries 29-32 g/100 g."),
    dict(food=True, text="How much protein does raw Atlantic salmon contain per 100 g?",
         quantity="Protein in raw Atlantic salmon per 100 g", accept=[19, 22], unit="g",
         src="USDA FDC raw Atlantic salmon farmed 20.4 g/100 g, wild 19.8 g/100 g; BEDCA salmon about 20 g/100 g."),
    dict(food=True, text="How much vitamin C is in 100 g of raw broccoli?",
         quantity="Vitamin C in raw broccoli per 100 g", accept=[80, 115], unit="mg",
         src="USDA FDC raw broccoli 89.2 mg/100 g; European tables about 87-110 mg/100 g."),
    dict(food=True, text="How much calcium is in 100 mL of whole milk, as sold and not cooked?",
         quantity="Calcium in whole milk, uncooked, per 100 mL", accept=[110, 125], unit="mg",
         src="USDA FDC whole milk 113 mg/100 g (about 116 mg/100 mL); BEDCA whole milk about 120-124 mg/100 mL."),
    dict(food=True, text="How many kcal are in a medium raw apple with 150 g of edible flesh?",
         quantity="Energy of a raw apple, 150 g edible portion", accept=[68, 85], unit="kcal",
         src="USDA FDC raw apple with skin 52 kcal/100 g (78 kcal per 150 g); BEDCA apple about 45-55 kcal/100 g (68-83 per 150 g)."),
    dict(food=True, text="How many kcal are in 100 g of cooked white spaghetti (boiled, no sauce)?",
         quantity="Energy of boiled white spaghetti, cooked, per 100 g", accept=[130, 160], unit="kcal",
         src="USDA FDC spaghetti cooked without salt 157-158 kcal/100 g; other cooked pasta entries and Spanish tables about 130-150 kcal/100 g."),
    dict(food=True, text="How many grams of the omega-3 fat ALA are in a 30 g portion of raw walnuts?",
         quantity="Alpha-linolenic acid in a 30 g portion of raw walnuts", accept=[2.5, 2.8], unit="g",
         src="USDA FDC English walnuts 18:3 n-3 9.08 g/100 g, i.e. 2.7 g per 30 g; other tables 8.5-9.3 g/100 g."),
    dict(food=True, text="How many kcal are in one large raw egg, about 50 g without the shell?",
         quantity="Energy of one large raw egg, 50 g edible portion", accept=[70, 78], unit="kcal",
         src="USDA FDC raw whole egg 143 kcal/100 g (72 per 50 g); BEDCA whole egg about 141-150 kcal/100 g (71-75 per 50 g)."),
    dict(food=True, text="How many kcal are in 100 g of dried chickpeas, weighed raw?",
         quantity="Energy of dry raw chickpeas per 100 g", accept=[340, 380], unit="kcal",
         src="USDA FDC mature chickpeas raw 364-378 kcal/100 g (depending on release); BEDCA raw chickpeas about 340-360 kcal/100 g."),
    dict(food=True, text="How many grams of carbohydrate are in a medium raw banana with 120 g of edible flesh?",
         quantity="Carbohydrate in a raw banana, 120 g edible portion", accept=[24, 28], unit="g",
         src="USDA FDC raw banana 22.8 g total carbohydrate/100 g (27.4 g per 120 g); European tables about 20 g available carbohydrate/100 g (24 g per 120 g)."),
    dict(food=True, text="How many kcal are in a 40 g portion of rolled oats, weighed dry (raw)?",
         quantity="Energy of a 40 g portion of dry raw rolled oats", accept=[145, 157], unit="kcal",
         src="USDA FDC rolled oats 379 kcal/100 g (152 per 40 g), 'oats' 389 (156); BEDCA/labels 365-375 kcal/100 g (146-150 per 40 g)."),
    dict(food=False, text="What is EFSA's adequate intake of total water per day for adult men, counting drinks and food?",
         quantity="EFSA adequate intake of total water for adult men per day", accept=[2.5, 2.5], unit="L/day",
         src="EFSA (2010) dietary reference values for water: AI 2.5 L/day men, 2.0 L/day women."),
    dict(food=False, text="According to the WHO, saturated fat should provide less than what percentage of daily energy?",
         quantity="WHO upper limit of daily energy from saturated fat", accept=[10, 10], unit="%",
         src="WHO healthy diet fact sheet and 2023 guideline on fatty acids: saturated fat below 10% of total energy intake."),
    dict(food=False, text="What is the EU reference intake for total sugars per day used on food labels?",
         quantity="EU reference intake for total sugars per day (labelling)", accept=[90, 90], unit="g/day",
         src="Regulation (EU) 1169/2011 Annex XIII part B: reference intake for sugars 90 g per day (adult, 8400 kJ/2000 kcal)."),
    dict(food=False, text="Under EU nutrition-claim rules, at least what percentage of a food's energy must come from protein for a \"high protein\" claim?",
         quantity="Minimum share of energy from protein for the EU 'high protein' claim", accept=[20, 20], unit="%",
         src="Regulation (EC) 1924/2006 annex: 'high protein' requires at least 20% of energy from protein ('source of protein' 12%)."),
    dict(food=False, text="What energy conversion factor does EU food labelling use for alcohol, in kcal per gram?",
         quantity="EU labelling energy conversion factor for alcohol (ethanol), per gram", accept=[7, 7], unit="kcal",
         src="Regulation (EU) 1169/2011 Annex XIV: alcohol (ethanol) 29 kJ/g = 7 kcal/g."),
    dict(food=False, text="What is the usual creatine loading dose per day, in grams, over the first 5-7 days?",
         quantity="Creatine loading dose per day", accept=[20, 25], unit="g/day",
         src="ISSN position stand on creatine (2017): about 0.3 g/kg/day, typically 5 g four times daily (20 g/day), for 5-7 days; 0.3 g/kg for heavier adults is up to about 25 g/day."),
    dict(food=False, text="After exercise, how many mL of fluid should you drink per kg of body mass lost to rehydrate fully?",
         quantity="Rehydration volume per kg of body mass lost after exercise", accept=[1250, 1500], unit="mL/kg",
         src="ACSM/AND/DC 2016 joint position and ACSM 2007 fluid stand: drink about 1.25-1.5 L per kg of body mass lost."),
    dict(food=False, text="How many grams of carbohydrate per kg of body weight per day are recommended for moderate training of about an hour a day?",
         quantity="Daily carbohydrate per kg body mass for about 1 h/day of moderate exercise", accept=[5, 7], unit="g/kg/day",
         src="ACSM/AND/DC 2016 joint position: moderate exercise programme (about 1 h/day) 5-7 g/kg/day."),
    dict(food=False, text="What single dose of caffeine does EFSA consider safe for a healthy adult?",
         quantity="EFSA safe single dose of caffeine for healthy adults", accept=[200, 200], unit="mg",
         src="EFSA (2015) scientific opinion on caffeine: single doses up to 200 mg (about 3 mg/kg) raise no safety concerns for healthy adults."),
    dict(food=False, text="What is EFSA's tolerable upper intake level for calcium per day for adults?",
         quantity="EFSA tolerable upper intake level for calcium for adults per day", accept=[2500, 2500], unit="mg/day",
         src="EFSA (2012) scientific opinion on the UL of calcium: 2500 mg/day for adults."),
    dict(food=False, text="Based on sports nutrition guidelines, how many grams of protein per day does an 80 kg adult doing regular strength training need?",
         quantity="Daily protein for an 80 kg adult doing regular strength training (1.2-2.0 g/kg/day)", accept=[96, 160], unit="g/day",
         src="ACSM/AND/DC 2016: 1.2-2.0 g/kg/day; ISSN (2017): 1.4-2.0 g/kg/day. For 80 kg: 96-160 g/day."),
]

UNITS = ["kcal", "g", "g/day", "mg", "mg/day", "L/day", "mL", "mL/kg", "L/h", "g/h",
         "kg/week", "times/week", "g/kg/day", "%"]


def ordered_questions():
    """Questions in build order: ca, es, en; everyday (off-topic last), specific, compound, typo."""
    rows = []
    for lang in LANGS:
        d = Q[lang]
        for text in d["everyday"]:
            rows.append(dict(lang=lang, kind="everyday", text=text, offtopic=None))
        for cat, text in d["offtopic"]:
            rows.append(dict(lang=lang, kind="everyday", text=text, offtopic=cat))
        for kind in ["specific", "compound", "typo"]:
            for text in d[kind]:
                rows.append(dict(lang=lang, kind=kind, text=text, offtopic=None))
    return rows


def ordered_factual():
    rows = []
    for lang in LANGS:
        for item in F[lang]:
            rows.append(dict(item, lang=lang))
    return rows


def build():
    qrows = ordered_questions()
    random.Random(Q_SEED).shuffle(qrows)
    questions, offtopic = [], []
    for i, r in enumerate(qrows, 1):
        qid = "q%03d" % i
        questions.append({"id": qid, "lang": r["lang"], "kind": r["kind"], "text": r["text"]})
        if r["offtopic"]:
            offtopic.append((qid, r["lang"], r["offtopic"]))
    frows = ordered_factual()
    random.Random(F_SEED).shuffle(frows)
    factual, meta = [], []
    for i, r in enumerate(frows, 1):
        fid = "f%03d" % i
        factual.append({"id": fid, "lang": r["lang"], "text": r["text"], "quantity": r["quantity"],
                        "accept": r["accept"], "unit": r["unit"]})
        meta.append(dict(id=fid, lang=r["lang"], food=r["food"], src=r["src"]))
    return questions, factual, offtopic, meta


def dump_lines(objs):
    return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objs)


NOTES_HEAD = """# Notes for sealed-2026-12-01-aw

Written from general knowledge only (no web search, nothing read from the coach's code, data or
other evaluation sets). Figures are as remembered from the named references; ranges are set to
cover the reputable reference values I know of for that figure and no more.

## How the ranges were set

- Food composition: the USDA FoodData Central (SR Legacy / Foundation) value and the Spanish
  BEDCA / Moreiras tables value for the same food and state (raw or cooked); the range spans
  both with a small margin for rounding. Portions are the per-100 g value times the portion.
- Single-value references (WHO salt 5 g, EFSA fibre 25 g, EU claim thresholds, EU reference
  intakes, EFSA upper levels, EU energy factors, UBE 10 g) have low = high.
- Sport figures are the ranges printed in the ACSM/AND/DC 2016 joint position statement and the
  ISSN position stands; where two bodies differ (e.g. protein for strength training) the union
  is accepted.
- Items asking for a figure for a stated body mass multiply the per-kg range by that mass.
- No item involves a clinical group, very low intakes or supplement doses above label/ISSN doses.

## Why these questions

The question set spreads over everyday eating, Catalan and Mediterranean dishes (pa amb tomàquet,
escudella, calçots, escalivada, xató, panellets, crema catalana, romesco, allioli, butifarra),
cooking and storage, shopping and labels, eating out (menú del día, tapas), training and events
(Cursa dels Nassos, Marató de Barcelona, Trailwalker, Ironman Barcelona, Pica d'Estats, Camí de
Cavalls), supplements at ordinary doses, hydration, sleep and shift work, plant-based eating,
seasonal produce, healthy older adults and small talk. Off-topic items are one each of weather,
football, device, translation, paperwork, travel and films/series per language.

## Per-item sources
"""


def notes_md(meta, factual):
    by_id = {f["id"]: f for f in factual}
    lines = [NOTES_HEAD]
    for m in meta:
        f = by_id[m["id"]]
        lo, hi = f["accept"]
        kind = "food composition" if m["food"] else "reference / rule / sport"
        lines.append("- **%s** (%s, %s) %s: accept [%s, %s] %s. Source: %s"
                     % (m["id"], m["lang"], kind, f["quantity"], lo, hi, f["unit"], m["src"]))
    return "\n".join(lines) + "\n"


def main():
    questions, factual, offtopic, meta = build()
    with open(os.path.join(OUT, "questions.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(dump_lines(questions))
    with open(os.path.join(OUT, "factual.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(dump_lines(factual))
    with open(os.path.join(HERE, "offtopic_ids.json"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(sorted(q for q, _, _ in offtopic)) + "\n")
    with open(os.path.join(HERE, "notes.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(notes_md(meta, factual))
    print("questions:", len(questions), "factual:", len(factual), "offtopic:", len(offtopic))


if __name__ == "__main__":
    main()
