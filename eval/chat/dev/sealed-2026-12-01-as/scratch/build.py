#!/usr/bin/env python3
"""Assemble sealed-2026-12-01-as from hand-written items below.

Items were written from general knowledge only. Python here only assembles,
shuffles and numbers. Order before shuffling: language ca, es, en; within each
language kind everyday (on-topic first, then the 7 off-topic items), specific,
compound, typo. Questions shuffled with random.Random(20281201).shuffle,
factual with random.Random(20281202).shuffle, then numbered.
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def lines(block):
    return [ln.strip() for ln in block.strip().split("\n") if ln.strip()]


Q = {}

# ---------------------------------------------------------------- Catalan
Q["ca"] = dict(
    everyday="""
Bon dia! Comencem avui amb això del coach? Què necessites saber de mi per poder-me ajudar?
Moltes gràcies per la llista de sopars d'ahir, ja n'he fet dos i m'han agradat molt.
Quina és la manera més senzilla de menjar més verdura sense que em faci mandra cuinar?
És dolent sopar tard, cap a les deu de la nit, com fa tanta gent aquí?
Què és millor per berenar a mitja tarda si treballo tot el dia a l'oficina?
Em costa molt beure aigua durant el dia. Tens algun truc que funcioni?
Cada dia esmorzo només un cafè amb llet. Hauria d'afegir-hi alguna cosa més?
Com puc saber si menjo prou proteïna sense haver de comptar-ho tot?
Aquesta setmana he aconseguit no picar entre hores cap dia. Estic molt content!
Digue'm amb sinceritat: els sucs de fruita compten com una peça de fruita?
Quantes vegades a la setmana és raonable menjar carn vermella?
He llegit que l'esmorzar és l'àpat més important del dia. És veritat o és un mite?
Com puc fer un plat equilibrat sense haver de pesar res?
Tinc poc temps per cuinar entre setmana. Com m'organitzo els tàpers el diumenge?
Els fruits secs engreixen tant com diuen?
Quin pa és millor, l'integral o el blanc de tota la vida?
Avui no tinc gens de ganes de cuinar. M'animes amb alguna idea ràpida?
Fa un mes que anem fent i ja em tornen a entrar els texans d'abans. Gràcies per la paciència!
Què en penses del dejuni intermitent per a algú sa que només vol menjar una mica millor?
Menjar fruita de postres és pitjor que menjar-la entre hores?
Bona nit! Demà tinc un dinar familiar d'aquells llargs. Algun consell per no passar-me sense fer d'avorrit a taula?
Val la pena comprar productes «light» o és pur màrqueting?
Com puc reduir la sal sense que el menjar quedi insípid?
Soc nou per aquí. Com funciona això? Et puc enviar fotos del que menjo?
És normal tenir més gana els dies que no entreno?
Quina diferència hi ha entre els sucres afegits i els sucres de la fruita?
Què és un bon sopar lleuger després d'un dia de xafogor com avui?
Ostres, avui he tornat a caure amb les galetes de la feina. Com ho reprenc sense frustrar-me?
""",
    offtopic="""
Saps si plourà dissabte a Girona? És per decidir si fem la calçotada a fora o a dins.
Com va quedar el Barça ahir a la nit?
L'aplicació de comptar passos no em funciona des que vaig actualitzar el mòbil. Saps com arreglar-ho?
Em pots traduir a l'anglès «Benvinguts a la festa major del barri»? És per a un cartell.
Fins quan es pot presentar la declaració de la renda aquest any?
Quin és el millor tren per anar de Barcelona a Puigcerdà un dissabte al matí?
Quina sèrie en català em recomanes per mirar aquest cap de setmana?
""",
    specific="""
Quanta proteïna té el mató comparat amb un iogurt grec?
Els calçots amb salvitxada són un sopar lleuger o la salsa ho espatlla tot?
Com puc fer un romesco més lleuger sense que perdi la gràcia?
Quants dies aguanta a la nevera una escalivada feta a casa?
Puc congelar els canelons de Sant Esteve ja gratinats?
La creatina monohidrat s'ha de prendre amb menjar o és igual?
L'oli d'oliva verge extra és bo per cuinar a la planxa o millor guardar-lo per amanir?
Quina diferència nutricional hi ha entre el fuet i el pernil dolç?
La coca de recapte és una bona opció per a un sopar de divendres a casa?
A l'etiqueta del iogurt de maduixa posa «sucres 12 g». Com sé quants d'aquests són afegits?
Quantes calories té, més o menys, un panellet de pinyons?
Faré la Cursa de la Mercè, 10 km. Què sopo la nit abans?
Per a la Marató de Barcelona, cal fer càrrega d'hidrats els tres dies d'abans?
Com conservo els rovellons que he collit aquest matí perquè no es facin malbé?
El pa de motlle «integral» del súper és integral de debò? Què he de mirar a l'etiqueta?
Com he de coure les mongetes del ganxet perquè quedin senceres i no es pelin?
L'orxata de xufla porta molt de sucre?
Una escudella i carn d'olla és massa contundent per a un dinar d'hivern entre setmana?
Els musclos del Delta són una bona font de ferro?
Quants ous a la setmana és raonable menjar?
La llet semidesnatada té menys calci que la sencera?
Una copa de cava té més o menys calories que una de vi negre?
Per fer la Matagalls-Montserrat, què em porto per menjar durant la nit?
El cafè del matí abans de nedar a la platja, millor abans o després del bany?
La vitamina D que venen a l'herbolari: quina dosi d'etiqueta és la normal per a un adult?
Puc tornar a congelar el pollastre que he descongelat a la nevera si primer el cuino?
Quants dies es pot guardar l'arròs cuit a la nevera?
Com cuino les carxofes del Prat perquè no es tornin negres i conservin el bo?
El formatge de Tupí té molta sal?
El sucre de canya integral és millor que el blanc o és el mateix?
L'allioli casolà fet amb ou cru, quant temps aguanta a la nevera?
Què puc fer amb el pa sec que em sobra cada setmana?
Les begudes isotòniques del súper serveixen per a una sortida amb bici de dues hores?
El magnesi en comprimits, a quina hora del dia és millor prendre'l?
Les sardines en llauna són una bona alternativa al peix fresc?
""",
    compound="""
Tinc 68 anys, estic bé de salut i camino una hora cada dia. Quanta proteïna hauria de menjar i d'on la trec si no menjo gaire carn?
Faig torns de nit en una fàbrica tres cops per setmana. Què menjo a les tres de la matinada i què esmorzo quan arribo a casa?
Som dos a casa i gastem massa al súper. Com podem menjar bé amb uns 60 euros a la setmana?
Jugo a bàsquet dimarts i dijous a les nou del vespre. Què sopo abans i què menjo després?
Peso 82 kg i vull perdre uns quants quilos de cara a l'estiu. Quin ritme és raonable i per on començo?
Soc vegetariana des de fa un any i faig escalada tres dies per setmana. Em pot faltar alguna cosa i com ho combino amb l'entrenament?
Dino cada dia de menú a prop de la feina. Què trio de primer i de segon, i he de prendre postres?
Estic preparant el Triatló de Banyoles i els dissabtes entreno dos cops al dia. Com reparteixo els àpats aquell dia?
Tinc 72 anys i visc sol. Com m'ho faig per no menjar sempre el mateix i no llençar menjar cuinant per a una sola persona?
Vaig al gimnàs a les sis i mitja del matí i no tinc gana. Entreno en dejú o menjo alguna cosa? I què esmorzo després?
La meva parella és vegana i jo no. Quins sopars podem fer que ens agradin als dos i siguin complets?
Em prenc dues canyes cada dia després de la feina. És massa? I si canvio a cervesa sense alcohol, hi ha gaire diferència?
Faig teletreball i pico tot el dia. Com organitzo els horaris dels àpats i què tinc a mà per picar?
Tinc 55 anys, faig ioga i surto amb bici el cap de setmana. He de prendre vitamina D a l'hivern i quins aliments en tenen?
Faré la ruta dels Cavalls del Vent en tres dies. Quant menjar porto i què val la pena carregar a la motxilla?
Aquest mes vaig just de diners. Quines proteïnes barates em recomanes i com les conservo perquè em durin tota la setmana?
Em llevo a les cinc per treballar a la parada del mercat. Quan hauria de fer els àpats i què dino a les onze?
Faig 1,75 i peso 70 kg. Entreno força quatre dies per setmana. Quanta creatina i quanta proteïna al dia tenen sentit per a mi?
El meu pare té 80 anys, està fort i sa, però li agraden els plats petits. Com els faig més nutritius sense fer-los més grans?
Dormo unes sis hores i quan surto de la feina tinc moltes ganes de dolç. Hi té a veure el son i què hi puc fer?
Aquest estiu faré un tram del Camí de Sant Jaume a peu, uns 25 km diaris. Com m'hidrato i què menjo pel camí?
Cuino per a quatre adults i un d'ells fa culturisme. Com faig un sol menú que serveixi per a tothom?
""",
    typo="""
bon dia!! q esmorzo avui q vaig amb presses
es dolent menjar pasta per sopar?? m han dit q engreixa
quanta aigua haig de beure si surto a correr x la tarda
gracies x tot, aquesta setmana he baixat 1 kg
els platans madurs tenen mes sucre q els verds?
puc menjar ous cada dia o es massa
ke puc portar de tuper q no s hagi d escalfar
xq tinc tanta gana els dilluns? jaja
el iogurt grec es millor q el normal??
q opines dels batuts de proteina despres d entrenar
les amanides de bossa del super estan be o perden vitamines
m he passat amb el vermut i les braves... ara q faig
hi ha algun picapica salat q no sigui fatal
com faig q la verdura al vapor no sigui tan avorrida
cafe amb llet de civada o de vaca, kina es millor
quants fruits secs son una racio, un grapat?
avui no he entrenat pq plovia, puc menjar igual??
les mongetes de pot s han d esbandir? q te el liquid
em pots fer una llista de la compra x la setmana, som 2
bona nit coach, dema torno a comencar 💪
""",
)

# ---------------------------------------------------------------- Spanish (Catalonia)
Q["es"] = dict(
    everyday="""
¡Hola! Me ha pasado tu contacto una compañera del trabajo. ¿Cómo empezamos?
¿Es verdad que los hidratos por la noche engordan más?
¿Qué es mejor, cinco comidas al día o tres comidas más grandes?
Ayer cené un bocata enorme de lomo con queso a las once. ¿Cómo lo compenso hoy sin ponerme en plan estricto?
¿Cómo puedo comer más legumbres si en casa no gustan mucho?
¿El agua con gas hidrata igual que la normal?
¿Qué opinas de los refrescos «zero»? ¿Son mejores que los normales?
Llevo tres semanas cumpliendo el plan y estoy muy contento. ¡Gracias por la ayuda!
¿Cuántas piezas de fruta debería comer al día?
¿Qué es exactamente un «ultraprocesado»? Lo leo por todas partes.
¿A qué hora debería tomar el último café si quiero dormir bien?
¿Qué pongo en la mesa cuando tengo invitados y quiero que sea sano pero que no lo parezca?
Estoy desmotivado, esta semana no he hecho nada bien. ¿Me das un empujón?
¿Congelar la fruta hace que pierda vitaminas?
¿Es mejor comer la fruta entera o en batido?
¿Cómo hago un plato de pasta que no sea solo pasta?
¿Los huevos de gallinas camperas son más nutritivos que los normales?
Buenas tardes, ¿qué tal? Hoy tengo el día libre y quiero hacer la compra de toda la semana.
¿Comer muchísima proteína es mejor para ganar músculo o hay un punto a partir del cual no sirve?
¿Hay alguna manera de que los tuppers de verdura no queden aguados?
¿Es malo tomar el café con sacarina?
¿Por qué me recomiendas comer despacio? ¿De verdad importa?
¿Qué cenas se pueden hacer en diez minutos con lo que suele haber en la nevera?
¿Los productos ecológicos son más sanos?
¿Es buena idea pesarse todos los días?
¿Cómo sé si una ración de carne es normal o me estoy pasando?
¿Qué pido en el vermut del domingo para no hacer el bestia?
Gracias por lo de ayer, el truco de las verduras al horno ha funcionado.
""",
    offtopic="""
¿Va a hacer viento mañana en Castelldefels? Quería salir a hacer paddle surf.
¿Sabes cuánto quedó el Espanyol el domingo?
Se me ha caído el café encima del portátil. ¿Cómo lo seco para que no se estropee?
¿Me traduces al catalán «le devuelvo el documento firmado»? Es para un correo del trabajo.
Soy autónoma y me he liado con el modelo 303. ¿Cómo se presenta el IVA trimestral?
¿Qué me recomiendas ver en Girona si voy a pasar un fin de semana?
¿Sabes qué películas ponen esta semana en versión original en los cines Verdi?
""",
    specific="""
¿Cuánta sal lleva de verdad un plato de jamón serrano?
¿La fideuà tiene muchas más calorías que una paella de marisco?
¿Qué aceite uso para freír en casa, oliva o girasol alto oleico?
¿Cuántos días aguanta en la nevera un bote de garbanzos cocidos ya abierto?
¿El pan de espelta es más sano que el de trigo normal?
¿Vale la pena la proteína whey aislada o me basta con la concentrada?
¿Hay que descansar de la creatina cada cierto tiempo o se puede tomar seguida?
En las galletas pone «sin azúcares añadidos». ¿Eso significa que no tienen azúcar?
¿Las tortitas de arroz son un buen tentempié?
¿Qué llevo para comer durante la Quebrantahuesos? Calculo unas seis horas de bici.
Corro la Cursa de Bombers en abril. ¿Desayuno antes o salgo en ayunas?
¿Cómo conservo el pescado fresco del mercado si no lo voy a cocinar hasta mañana?
¿Se puede congelar el queso fresco de Burgos?
¿La esqueixada es un plato equilibrado para el verano?
¿El bacalao pierde proteína al desalarlo en remojo?
¿Las bebidas de avena enriquecidas tienen el mismo calcio que la leche?
¿Cuál es la mejor forma de cocinar el brócoli para que no pierda tanto?
¿La crema catalana tiene muchas más calorías que un flan de huevo?
¿Qué diferencia hay entre el atún en aceite de oliva y el atún al natural?
¿El kéfir tiene algo especial o es como un yogur cualquiera?
¿Cuánta cafeína lleva un cortado de bar?
¿Hacen falta pastillas de electrolitos para una tirada de 20 km en pleno agosto?
¿Cuánto tiempo puedo tener un caldo casero en la nevera?
¿La quinoa tiene más proteína que las lentejas?
¿Qué pido en un japonés para cenar ligero?
¿Qué dosis de omega-3 suelen traer las cápsulas y con qué comida las tomo?
¿La patata cocida y enfriada de un día para otro es mejor que recién hecha?
¿El pan con tomate del desayuno es sano o solo si el pan es integral?
Estamos en temporada de mandarinas. ¿Cuántas me puedo comer al día?
¿Cambia algo nutricionalmente tostar el pan o da igual?
¿Cuánta fibra tiene un bol de copos de avena?
¿El yogur griego de marca blanca es griego de verdad o lleva nata?
¿Cómo descongelo la carne picada de forma segura si se me ha olvidado sacarla del congelador?
¿El hummus del súper es una buena opción para merendar?
¿Los frutos secos tostados con sal son mucho peores que los crudos?
""",
    compound="""
Tengo 64 años, me acabo de jubilar y quiero ponerme en forma. ¿Cuántas comidas hago al día y cuánta proteína me conviene?
Trabajo de camarero hasta la una de la madrugada. ¿A qué hora ceno y qué desayuno si me levanto a las diez?
Somos tres compañeros de piso y compartimos la compra. ¿Cómo organizamos un menú semanal barato para los tres?
Peso 95 kg, mido 1,85 y juego a pádel tres veces por semana. ¿Qué ceno después de jugar a las diez de la noche?
Hago CrossFit cinco días a la semana y quiero ganar algo de músculo. ¿Cuánta proteína y cuántos hidratos necesito más o menos?
Soy vegano y entreno para una media maratón. ¿Tomo B12 y cómo me aseguro de llegar a la proteína?
Como fuera cada día porque soy comercial. ¿Qué pido en un menú del día y cómo lo compenso en la cena?
Tengo 70 años y nado tres días por semana en el club. ¿Necesito beber más agua o tomar algún suplemento?
Voy a hacer el Camino de Ronda de la Costa Brava en cuatro días. ¿Qué comida llevo en la mochila y cuánta agua?
En casa somos dos adultos y cocino los domingos para toda la semana. ¿Qué platos aguantan bien cinco días y cuáles congelo?
Trabajo a turnos rotativos de mañana, tarde y noche. ¿Cómo ajusto las comidas cuando cambio de turno y qué evito antes de dormir de día?
Me bebo unas tres latas de refresco al día. ¿Lo dejo de golpe o poco a poco, y con qué lo sustituyo?
El sábado tengo una boda y el domingo corro una carrera de 10 km. ¿Cómo disfruto de la boda sin fastidiar la carrera?
Estudio un máster en Barcelona y tengo unos 40 euros a la semana para comida. ¿Qué compro y qué cocino?
Mi pareja y yo queremos comer menos carne. ¿Por dónde empezamos y cómo hacemos que los platos sigan llenando?
Entreno de siete a ocho de la tarde en el gimnasio y ceno a las nueve y media. ¿Tomo algo entre medias y qué ceno?
Tengo 58 años, hago senderismo los fines de semana y quiero bajar un poco de barriga. ¿Qué cambio primero, el desayuno o la cena?
Me encanta tomar vino en la comida y en la cena. ¿Cuánto es razonable y cómo afecta al descanso?
Trabajo desde casa para una empresa de Estados Unidos y acabo a las once de la noche. ¿Cómo organizo la comida y la cena?
Me he apuntado a la Ultra Pirineu, unos 100 km. ¿Cuántos hidratos por hora debería practicar en las tiradas largas y qué comida de verdad puedo llevar?
Mi madre tiene 76 años y está sana y activa, pero cocina con muchísima sal. ¿Cómo la convenzo y qué especias le propongo?
Soy mujer, peso 60 kg y corro unos 40 km a la semana. ¿Como poco si tomo unas 1600 kcal al día? ¿Qué debería ajustar?
""",
    typo="""
ola q tal, q desayuno hoy q voy con prisa
es malo cenar solo fruta??
cuanta proteina tiene una lata de atun
me e pasado con los turrones jajaja q hago ahora
ns si tomar el batido antes o despues del gym
las tostadas integrales del mercadona estan bien?
xq me entra tanta hambre despues de correr
se puede comer pasta todos los dias o q
q cenas con huevo me recomiendas, estoy harta de tortilla
el cafe deshidrata??
grasias por la receta de las lentejas, buenisimas
cuanto aguantan las pechugas en la nevera sin congelar
k es mejor para merendar, platano o yogur
e empezado a ir al gym 3 dias, tengo q comer mas?
q tal los batidos verdes esos de espinaca y manzana
las aceitunas engordan muxo?
tb puedo tomar cerveza sin alcohol despues de entrenar?
mañana tengo calçotada, algun consejo jaja
el arroz integral hay q dejarlo en remojo?
weno, hoy e cumplido todo el plan 💪
""",
)

# ---------------------------------------------------------------- English (Barcelona)
Q["en"] = dict(
    everyday="""
Hi! I just moved to Barcelona for work and want to sort out my eating. Where do we start?
Lunch here happens at 2 pm and dinner at 9:30. How do I stop raiding the fridge at 6?
Is it fine to have coffee on an empty stomach first thing in the morning?
What's a realistic amount of vegetables per day without feeling like a rabbit?
Do I need to count calories, or is there a simpler way to keep things in check?
Thanks for yesterday's tips, I actually cooked three nights in a row!
What does a balanced breakfast look like if I'm not a fan of sweet stuff?
I eat lunch at my desk every single day. Honestly it's a habit now. How do I break it?
Is frozen veg as good as fresh?
Should I be drinking more water in summer here, or is that a myth?
What's your take on "clean eating"? It feels like a lot of rules.
Is snacking bad, or is it just a matter of what I snack on?
Quick update: two weeks without takeaway, and I've saved about 80 euros.
How do I eat more fish when I have no idea how to cook it?
Are carbs the enemy? My flatmate is convinced they are.
What's a decent dish to bring to a potluck that's healthy but not sad?
I've got zero motivation this week. Any small win I can go for today?
Is it okay to eat the same lunch every day if it's a healthy one?
What should I look at first on a nutrition label when I'm in a hurry?
How do I make a salad that actually keeps me full?
Is it worth buying the "protein" versions of yogurts and bars?
Does eating late at night mess with my sleep?
Good morning coach! What's the plan for this week?
How many eggs a day is too many?
What's the difference between wholemeal and multigrain bread?
Do I need to eat right after a workout, or can it wait until dinner?
Is it a bad idea to skip breakfast if I'm just not hungry in the morning?
Cheers for being patient with all my questions, it's been really useful.
""",
    offtopic="""
Is it going to be sunny enough for a beach day at Barceloneta on Sunday?
Did Barça win their Champions League match last night? What was the score?
My phone won't connect to the gym's wifi. Any idea how to fix it?
How do I say "I'd like to cancel my gym membership" in Catalan?
I'm a remote worker on the digital nomad visa. Do I pay income tax in Spain or back in the UK?
What's the cheapest way to get from Barcelona to Montserrat for a day hike?
Any good series to binge this weekend? I just finished The Bear.
""",
    specific="""
How much protein is in a jar of cooked chickpeas once drained?
Is jamón ibérico a reasonable protein source or is it mostly fat?
What's the healthiest thing to order at a tapas bar?
Can I freeze leftover paella, and how long does it keep?
Is pa amb tomàquet a decent breakfast or just white bread with tomato on it?
How long do cooked lentils keep in the fridge?
I'm running the Barcelona Marathon in March. When should I start practising with gels?
What should I eat on the morning of the Barcelona Triathlon if my wave starts at 8 am?
Is creatine monohydrate worth it for someone who only lifts twice a week?
How much caffeine is in a Spanish café solo compared with a flat white?
Is horchata basically a sugary drink, or does it have anything going for it?
How do I cook dried chickpeas so they actually turn out soft?
Are electrolyte tablets worth it for a 90-minute hike up to Tibidabo in July?
What's the difference between real Greek yogurt and the "estilo griego" ones in Spanish supermarkets?
How can I tell from the label whether a jar of olives is high in salt?
Is the whey protein from Decathlon okay, or should I get a fancier brand?
What's a good way to store fresh herbs from the market so they don't wilt?
Are calçots actually nutritious or just an excuse to eat romesco?
Which fruits are in season in Barcelona in late autumn?
Roughly how many calories are in a slice of tortilla de patatas?
Is vermouth high in sugar?
Is homemade allioli made with raw egg safe to keep for a couple of days?
Is "sin lactosa" milk any healthier than regular milk for someone who drinks regular milk fine?
How much omega-3 does a tin of sardines give compared with a fish oil capsule?
Is it okay to drink a protein shake instead of breakfast now and then?
What's the safest way to reheat leftover rice?
Do I need a vitamin D supplement living in Barcelona, with all this sun?
Is cava a better choice than beer on a night out?
I'm riding the Mallorca 312 in spring. How should I split gels and real food?
Is the Hacendado hummus from Mercadona decent compared with homemade?
How should I store a bakery loaf so it doesn't go stale in two days?
What's a sensible magnesium dose from a supplement, going by the label?
Are tinned mussels in escabeche a good protein snack?
What's the best oil for roasting vegetables at a high temperature?
How much fibre is in a portion of cooked artichokes?
""",
    compound="""
I'm 34, 78 kg, and I do BJJ four nights a week. How much protein should I aim for, and what's an easy late dinner after training?
I'm a student in a shared flat with a tiny fridge. How do I meal prep, and what keeps well without refrigeration?
I work remotely on US hours, so I finish at midnight. When should I eat, and is it okay to have my main meal at 8 pm?
I'm 67, retired here from the UK, and I play walking football twice a week. Should I change how I eat, and do I need more protein now?
My partner and I are both vegetarian and want to cut our grocery bill. What are the cheapest protein sources at the local market, and how do we cook them?
I'm training for my first half marathon in February and running four times a week. Should I eat differently on long-run days, and what about the night before?
I usually have about four beers on weekend nights out. Is that a lot, and what should I eat before going out?
I've been bouldering a lot and want to lean out a bit without losing strength. Where do I start, and how fast is reasonable?
I've got a 6 am flight every Monday for work. What can I eat at the airport, and how do I avoid the pastries?
I'm 45 and just started lifting. Is creatine okay for me, and how much should I take?
I cook for myself and my flatmate, who's vegan. Which one-pot meals work for both of us?
I'm a nurse working 12-hour night shifts three times a week. What should I eat during the shift to stay alert, and what before I sleep?
I cycle to work, 8 km each way, and do a spin class twice a week. Do I need to eat more, and should I have a snack before the ride home?
I'm on a tight budget of about 50 euros a week and trying to gain muscle. What should my basic shopping list look like?
I swim in the sea every morning at 7, all year round. Should I eat before, and what's a good breakfast after?
I'm 29, sit at a desk all day, and only walk about 4,000 steps. How should my portions change compared with when I was more active?
I'm hosting dinner for six friends, two of them vegetarian. What menu would work that's still Mediterranean and not too heavy?
I'm doing a weekend hike in the Pyrenees, about six hours each day. How much water should I carry, and what food packs best?
I eat out almost every lunch with clients. Which dishes on a menú del día are the smarter picks, and should I skip dessert?
I sleep around 6 hours on weekdays and catch up at weekends. Does that affect my eating, and what can I change at dinner to sleep better?
I'm 71, fit, still hiking, and I live alone. What are some easy high-protein meals for one that don't need much cooking?
I want to eat plant-based on weekdays and be flexible at weekends. Will I get enough iron and B12, and which foods should I lean on?
""",
    typo="""
hey whats a good post gym snack thats not a protein bar
is it bad to eat pasta evry day lol
how much water shud i drink in this heat
thx for the recipe, made it twice already
r bananas good before a run or nah
wat do i eat at 11pm when im starving after work
can i have a glass of wine n still hit my goals
is oat milk actually healthy or just hype
hw many grams of carbs in a croissant roughly
eggs vs yogurt for breakfast which keeps u fuller
whats the deal w seed oils, shud i avoid them
cn u give me a cheap grocery list for 1 person
is peanut butter ok to eat evry day
i missed my workout 2day, shud i eat less
gm coach, feeling good this week tbh
are protein pancakes legit or just marketing
is it ok to skip dinner if i had a huge lunch
how long is cooked chicken ok in the fridge
best cheap protein at mercadona?? go
honestly craving sweets all the time rn, any tips
""",
)

# ---------------------------------------------------------------- Factual
# text | quantity | low | high | unit
F = {}
F["ca"] = """
Quantes kcal aporten 100 g d'ametlles crues, sense torrar ni salar?|energy per 100 g raw almonds|575|620|kcal
Quants grams de proteïna tenen 100 g de llenties bullides (pes en cuit, escorregudes)?|protein per 100 g boiled lentils|8|9.5|g
Segons l'EFSA, quina és la ingesta adequada d'aigua total (begudes i aliments) per a una dona adulta, en litres al dia?|EFSA adequate intake of total water, adult women|2.0|2.0|L/day
Segons l'OMS, quants grams de sal al dia com a màxim hauria de prendre un adult?|WHO maximum salt intake for adults|5|5|g/day
Quants mil·ligrams de sodi conté 1 g de sal comuna?|sodium content of 1 g table salt|393|400|mg
Segons el reglament europeu de declaracions nutricionals, quants grams de fibra per 100 g ha de tenir com a mínim un aliment sòlid per anunciar-se com a «alt contingut de fibra»?|EU minimum fibre per 100 g for a high-fibre claim|6|6|g
Segons la ISSN, quants grams de creatina monohidrat al dia es prenen a la fase de manteniment?|ISSN creatine maintenance dose|3|5|g/day
Segons les recomanacions de l'AESAN, quantes racions de llegums a la setmana s'haurien de menjar com a mínim?|AESAN minimum legume servings per week|4|4|times/week
Quants mL de líquid per kg de pes corporal recomana l'ACSM beure unes 4 hores abans de fer exercici?|ACSM pre-exercise fluid about 4 h before|5|7|mL/kg
En una cursa d'entre 1 i 2,5 hores, quants grams d'hidrats de carboni per hora recomana l'ACSM?|ACSM carbohydrate intake during 1-2.5 h events|30|60|g/h
Quants mg de vitamina C tenen 100 g de pebrot vermell cru?|vitamin C per 100 g raw red bell pepper|120|160|mg
Quants mg de calci hi ha en 100 mL de llet de vaca sencera?|calcium per 100 mL whole cow's milk|110|125|mg
Segons l'EFSA, quina és la ingesta de referència poblacional de calci per a adults de 25 anys o més, en mg al dia?|EFSA calcium PRI, adults 25 years and over|950|950|mg/day
Segons l'EFSA, quin és el nivell màxim tolerable de magnesi procedent de suplements per a un adult, en mg al dia?|EFSA tolerable upper level for supplemental magnesium|250|250|mg/day
Segons el reglament europeu d'informació alimentària al consumidor, quantes kcal per gram aporta l'alcohol?|EU energy conversion factor for alcohol per gram|7|7|kcal
Per a una pèrdua de pes gradual en un adult sa, quants quilos per setmana se solen recomanar com a ritme raonable?|commonly recommended gradual weight-loss rate|0.5|1|kg/week
Quantes kcal tenen 100 g d'arròs blanc bullit (pes en cuit)?|energy per 100 g boiled white rice|115|135|kcal
Quantes kcal aporten 100 g d'oli d'oliva?|energy per 100 g olive oil|880|900|kcal
Quants grams de sucres hi ha en 100 g de mel?|total sugars per 100 g honey|75|83|g
Quina és la ingesta de referència diària de sucres que fa servir l'etiquetatge nutricional europeu, en grams al dia?|EU labelling reference intake for total sugars|90|90|g/day
Segons l'ACSM (2007), quants litres per hora és un punt de partida raonable per beure durant una marató?|ACSM suggested starting fluid intake for marathon runners|0.4|0.8|L/h
Quants mg de potassi tenen 100 g de plàtan cru pelat?|potassium per 100 g raw banana|340|400|mg
"""
F["es"] = """
¿Cuántos gramos de proteína tienen 100 g de pechuga de pollo cruda, sin piel?|protein per 100 g raw skinless chicken breast|21|24|g
¿Cuántas kcal aportan 100 g de pasta seca de trigo, en crudo?|energy per 100 g dry uncooked wheat pasta|345|375|kcal
Según la EFSA, ¿cuál es la ingesta adecuada de agua total para un hombre adulto, en litros al día?|EFSA adequate intake of total water, adult men|2.5|2.5|L/day
Según la OMS, con una dieta de 2000 kcal, ¿cuántos gramos de azúcares libres al día supone como máximo el límite del 10 % de la energía?|WHO free-sugars limit (10% energy) on 2000 kcal|50|50|g/day
Según la EFSA, ¿cuántos mg de cafeína en una sola toma se consideran seguros para un adulto sano?|EFSA safe single dose of caffeine, healthy adults|200|200|mg
Según la AESAN, ¿cuántas raciones de pescado a la semana se recomiendan como mínimo?|AESAN minimum fish servings per week|3|3|times/week
Según el Reglamento (CE) 1924/2006, ¿cuántos gramos de azúcares por 100 g puede tener como máximo un alimento sólido para declararse «bajo contenido de azúcares»?|EU maximum sugars per 100 g (solids) for a low-sugar claim|5|5|g
Según la EFSA, ¿cuál es la ingesta adecuada de fibra para un adulto, en gramos al día?|EFSA adequate intake of dietary fibre, adults|25|25|g/day
Según la ISSN, ¿cuántos gramos de proteína por toma se recomiendan después de entrenar?|ISSN protein dose per post-exercise serving|20|40|g
Según la ISSN, ¿cuántos gramos de creatina monohidrato al día se toman en la fase de carga?|ISSN creatine loading dose|20|20|g/day
¿Cuántos mg de hierro tienen 100 g de espinacas crudas?|iron per 100 g raw spinach|2.5|4|mg
¿Cuántos mg de calcio tienen 100 g de sardinas en lata en aceite, escurridas y con espinas?|calcium per 100 g canned sardines in oil, drained, with bones|330|400|mg
¿Cuántas kcal tienen 100 g de aguacate crudo, parte comestible?|energy per 100 g raw avocado|140|170|kcal
Según la OMS, ¿cuántos mg de sodio al día como máximo debería tomar un adulto?|WHO maximum sodium intake for adults|2000|2000|mg/day
Según la EFSA, ¿cuál es la ingesta de referencia poblacional de vitamina C para un hombre adulto, en mg al día?|EFSA vitamin C PRI, adult men|110|110|mg/day
Según la ACSM, si la orina sigue oscura, ¿cuántos mL por kg de peso adicionales conviene beber unas 2 horas antes del ejercicio?|ACSM additional pre-exercise fluid about 2 h before|3|5|mL/kg
En pruebas de más de 2,5 horas, ¿cuál es el máximo de hidratos de carbono por hora que contempla la posición conjunta de la ACSM de 2016, en gramos por hora?|ACSM 2016 upper carbohydrate intake for events over 2.5 h|90|90|g/h
Una persona de 70 kg que sigue la pauta de la ACSM de beber 5–7 mL/kg unas 4 horas antes de entrenar, ¿cuántos mL debería beber?|pre-exercise fluid volume for a 70 kg adult (ACSM)|350|490|mL
Según el reglamento europeo de información alimentaria, ¿cuántas kcal por gramo aporta la fibra alimentaria?|EU energy conversion factor for fibre per gram|2|2|kcal
¿Cuántos gramos de alcohol puro contiene una unidad de bebida estándar (UBE) en España?|pure alcohol in one Spanish standard drink unit|10|10|g
Según la OMS, ¿cuántos días a la semana como mínimo deberían hacer los adultos ejercicios de fortalecimiento muscular?|WHO minimum muscle-strengthening days per week|2|2|times/week
¿Cuántos gramos de proteína aportan 100 g de garbanzos cocidos, hervidos y escurridos?|protein per 100 g boiled chickpeas|7.5|9|g
"""
F["en"] = """
How many grams of protein are in 100 g of raw Atlantic cod fillet?|protein per 100 g raw cod|17|19|g
How many kcal are in 100 g of raw apple with the skin on?|energy per 100 g raw apple with skin|50|55|kcal
How many grams of protein are in one large raw egg, about 50 g without the shell?|protein per large raw egg (50 g)|6|7|g
According to EFSA, how many mg of caffeine per day from all sources is considered safe for a healthy adult?|EFSA safe habitual daily caffeine intake, healthy adults|400|400|mg/day
What is EFSA's adequate intake of EPA plus DHA for adults, in mg per day?|EFSA adequate intake of EPA+DHA, adults|250|250|mg/day
What is EFSA's adequate intake of potassium for adults, in mg per day?|EFSA adequate intake of potassium, adults|3500|3500|mg/day
What is the EU food labelling reference intake for saturated fat, in grams per day?|EU labelling reference intake for saturates|20|20|g/day
What is the EU food labelling reference intake for salt, in grams per day?|EU labelling reference intake for salt|6|6|g/day
According to WHO, at least how many grams of fruit and vegetables should an adult eat per day?|WHO minimum fruit and vegetable intake|400|400|g/day
Using EFSA's population reference intake for protein, how many grams of protein per day does a healthy 70 kg adult need?|EFSA protein PRI for a 70 kg adult|58|58.1|g/day
According to the ISSN, how many grams of protein per day should a 75 kg person who trains regularly eat?|ISSN daily protein range for a 75 kg exerciser|105|150|g/day
At the ISSN's performance-enhancing caffeine dose, how many mg would a 70 kg cyclist take before a race?|ISSN ergogenic caffeine dose for a 70 kg athlete|210|420|mg
Following the ACSM's fluid replacement guidance for sports drinks, how many mg of sodium should one litre of drink contain?|ACSM sodium content per litre of sports drink|460|690|mg
Under EU nutrition claim rules, what is the maximum fat per 100 mL for a drink labelled "low fat"?|EU maximum fat per 100 mL (liquids) for a low-fat claim|1.5|1.5|g
Under EU nutrition claim rules, what is the maximum energy per 100 g for a solid food labelled "low energy"?|EU maximum energy per 100 g (solids) for a low-energy claim|40|40|kcal
How many mg of vitamin C are in 100 g of raw broccoli?|vitamin C per 100 g raw broccoli|80|95|mg
How many kcal are in 100 g of potatoes boiled without the skin?|energy per 100 g boiled peeled potato|75|90|kcal
How many kcal are in 100 g of raw shelled walnuts?|energy per 100 g raw walnuts|650|700|kcal
How many grams of protein are in 100 g of plain whole-milk yogurt?|protein per 100 g plain whole-milk yogurt|3.3|4.2|g
According to AESAN, what is the maximum number of servings of meat per week?|AESAN maximum meat servings per week|3|3|times/week
According to EFSA, what is the adequate intake of total water for a healthy 70-year-old man, in litres per day?|EFSA adequate intake of total water, older men|2.5|2.5|L/day
At the rate of weight loss the ISSN recommends for athletes, how many kg per week should a healthy 80 kg athlete aim to lose?|ISSN recommended weight-loss rate for an 80 kg athlete|0.4|0.8|kg/week
"""

KINDS = ["everyday", "specific", "compound", "typo"]


def num(s):
    v = float(s)
    return int(v) if v.is_integer() else v


def main():
    questions, offtopic_texts = [], set()
    for lang in ["ca", "es", "en"]:
        d = Q[lang]
        for kind in KINDS:
            items = lines(d[kind])
            if kind == "everyday":
                off = lines(d["offtopic"])
                offtopic_texts.update(off)
                items = items + off
            for t in items:
                questions.append({"lang": lang, "kind": kind, "text": t})
    random.Random(20281201).shuffle(questions)
    qrows = []
    for i, q in enumerate(questions, 1):
        qrows.append({"id": f"q{i:03d}", "lang": q["lang"], "kind": q["kind"], "text": q["text"]})
    off_ids = [r["id"] for r in qrows if r["text"] in offtopic_texts]

    facts = []
    for lang in ["ca", "es", "en"]:
        for ln in lines(F[lang]):
            text, quantity, lo, hi, unit = ln.split("|")
            facts.append({"lang": lang, "text": text, "quantity": quantity,
                          "accept": [num(lo), num(hi)], "unit": unit})
    random.Random(20281202).shuffle(facts)
    frows = []
    for i, f in enumerate(facts, 1):
        frows.append({"id": f"f{i:03d}", "lang": f["lang"], "text": f["text"],
                      "quantity": f["quantity"], "accept": f["accept"], "unit": f["unit"]})

    with open(os.path.join(OUT, "questions.jsonl"), "w", encoding="utf-8") as fh:
        for r in qrows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT, "factual.jsonl"), "w", encoding="utf-8") as fh:
        for r in frows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "offtopic_ids.json"), "w", encoding="utf-8") as fh:
        json.dump(sorted(off_ids), fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print(f"questions={len(qrows)} factual={len(frows)} offtopic={len(off_ids)}")


if __name__ == "__main__":
    main()
