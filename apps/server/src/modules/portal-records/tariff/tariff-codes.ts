// 8-digit codes of the combined nomenclature for goods commonly declared, one per line:
// `code|English|Albanian|Serbian (Latin)`. Reference data of the customs tariff (see tariff-seed.ts).
export const TARIFF_CODES = `
01022910|Live cattle, of a weight exceeding 300 kg|Gjedhë të gjallë, me peshë mbi 300 kg|Živo goveče, mase preko 300 kg
01051111|Live fowls, grandparent and parent female chicks|Pula të gjalla, zogj femra për shumim|Živa živina, ženski pilići za priplod
02013000|Fresh or chilled bovine meat, boneless|Mish gjedhi i freskët ose i ftohur, pa kocka|Goveđe meso, sveže ili rashlađeno, bez kostiju
02023090|Frozen bovine meat, boneless, other|Mish gjedhi i ngrirë, pa kocka, tjetër|Goveđe meso, smrznuto, bez kostiju, ostalo
02071410|Frozen cuts of fowls, boneless|Copa pule të ngrira, pa kocka|Smrznuti delovi živine, bez kostiju
02071450|Frozen breasts and cuts of breasts of fowls|Gjoks pule i ngrirë dhe copa gjoksi|Smrznuta pileća prsa i delovi prsa
02071460|Frozen drumsticks of fowls|Kofshë pule të ngrira|Smrznuti pileći batak
03021400|Fresh or chilled Atlantic salmon|Salmon atlantik i freskët ose i ftohur|Atlantski losos, svež ili rashlađen
03038990|Frozen fish, other|Peshk i ngrirë, tjetër|Smrznuta riba, ostala
04012011|Milk, fat content not exceeding 3 %, in packings up to 2 l|Qumësht, yndyrë deri 3 %, në paketime deri 2 l|Mleko, sa do 3 % masti, u pakovanjima do 2 l
04021019|Milk powder, fat content not exceeding 1,5 %, other|Qumësht pluhur, yndyrë deri 1,5 %, tjetër|Mleko u prahu, sa do 1,5 % masti, ostalo
04031051|Yoghurt, flavoured|Kos me aromë|Jogurt, aromatizovan
04051011|Butter, natural, in packings up to 1 kg|Gjalpë natyral, në paketime deri 1 kg|Maslac, prirodni, u pakovanjima do 1 kg
04061030|Mozzarella|Mocarela|Mocarela
04063010|Processed cheese, Emmentaler, Gruyère|Djathë i përpunuar, Emmentaler, Gruyère|Topljeni sir, ementaler, gruyère
04069021|Cheddar|Çedar|Čedar
04069086|Other cheese, fat content exceeding 40 %|Djathë tjetër, yndyrë mbi 40 %|Ostali sirevi, sa preko 40 % masti
04072100|Fresh eggs of fowls|Vezë të freskëta pule|Sveža kokošija jaja
04090000|Natural honey|Mjaltë natyral|Prirodni med
06031100|Fresh cut roses|Trëndafila të prerë të freskët|Sveže rezane ruže
07019090|Potatoes, fresh or chilled, other|Patate të freskëta ose të ftohura, tjetër|Krompir, svež ili rashlađen, ostali
07020000|Tomatoes, fresh or chilled|Domate të freskëta ose të ftohura|Paradajz, svež ili rashlađen
07031019|Onions, fresh or chilled, other|Qepë të freskëta ose të ftohura, tjetër|Crni luk, svež ili rashlađen, ostali
07070005|Cucumbers, fresh or chilled|Kastraveca të freskët ose të ftohur|Krastavci, sveži ili rashlađeni
07096010|Sweet peppers, fresh or chilled|Speca të ëmbël të freskët ose të ftohur|Slatke paprike, sveže ili rashlađene
07102200|Frozen beans|Fasule të ngrira|Smrznuti pasulj
07133390|Dried kidney beans, other|Fasule të thata, tjetër|Suvi pasulj, ostali
08031010|Fresh plantains|Banane gatimi të freskëta|Sveže plantain banane
08039010|Fresh bananas|Banane të freskëta|Sveže banane
08051022|Fresh navel oranges|Portokaj navel të freskët|Sveže pomorandže navel
08052100|Mandarins, fresh|Mandarina të freskëta|Mandarine, sveže
08055010|Lemons, fresh|Limona të freskët|Limun, svež
08061010|Fresh table grapes|Rrush tryeze i freskët|Sveže stono grožđe
08081080|Apples, fresh, other|Mollë të freskëta, tjetër|Jabuke, sveže, ostale
08102010|Raspberries, fresh|Mjedra të freskëta|Maline, sveže
08111090|Frozen strawberries, other|Luleshtrydhe të ngrira, tjetër|Smrznute jagode, ostale
08132000|Dried prunes|Kumbulla të thata|Suve šljive
09011100|Coffee, not roasted, not decaffeinated|Kafe e papjekur, me kafeinë|Kafa, nepržena, sa kofeinom
09012100|Coffee, roasted, not decaffeinated|Kafe e pjekur, me kafeinë|Kafa, pržena, sa kofeinom
09023000|Black tea, in packings up to 3 kg|Çaj i zi, në paketime deri 3 kg|Crni čaj, u pakovanjima do 3 kg
09042110|Sweet peppers, dried, neither crushed nor ground|Speca të ëmbël të thatë, të pa bluar|Slatka paprika, sušena, nemlevena
10011100|Durum wheat seed|Farë gruri të fortë|Seme tvrde pšenice
10019900|Wheat and meslin, other|Grurë dhe përzierje gruri e thekre, tjetër|Pšenica i napolica, ostala
10059000|Maize, other than seed|Misër, jo për farë|Kukuruz, osim semena
10063098|Rice, wholly milled, long grain, other|Oriz i bardhë, kokërr e gjatë, tjetër|Pirinač, potpuno oljušten, dugo zrno, ostali
11010015|Flour of common wheat and spelt|Miell gruri të zakonshëm dhe spelte|Brašno od obične pšenice i krupnika
11022010|Maize flour, fat content not exceeding 1,5 %|Miell misri, yndyrë deri 1,5 %|Kukuruzno brašno, sa do 1,5 % masti
12060099|Sunflower seeds, other|Fara luledielli, tjetër|Seme suncokreta, ostalo
15079090|Soya-bean oil, refined, other|Vaj soje i rafinuar, tjetër|Sojino ulje, rafinisano, ostalo
15091020|Extra virgin olive oil|Vaj ulliri ekstra i virgjër|Ekstra devičansko maslinovo ulje
15121919|Sunflower-seed oil, refined, other|Vaj luledielli i rafinuar, tjetër|Suncokretovo ulje, rafinisano, ostalo
15171090|Margarine, other|Margarinë, tjetër|Margarin, ostali
16010099|Sausages, other|Salsiçe, tjetër|Kobasice, ostale
16023211|Preparations of fowls, uncooked, meat 57 % or more|Përgatesa pule të papjekura, mish 57 % ose më shumë|Proizvodi od živine, nekuvani, 57 % mesa ili više
16041421|Tunas in vegetable oil|Ton në vaj bimor|Tuna u biljnom ulju
17019910|White sugar|Sheqer i bardhë|Beli šećer
17049099|Sugar confectionery without cocoa, other|Ëmbëlsira sheqeri pa kakao, tjetër|Bombonski proizvodi bez kakaa, ostali
18063100|Chocolate in blocks, filled|Çokollatë në blloqe, e mbushur|Čokolada u blokovima, punjena
18063210|Chocolate in blocks with added cereal, fruit or nuts|Çokollatë në blloqe me drithëra, fruta ose arra|Čokolada u blokovima sa žitaricama, voćem ili orasima
18069019|Chocolates, other|Pralina çokollate, tjetër|Čokoladni proizvodi, ostali
19021100|Uncooked pasta containing eggs|Makarona të papjekura me vezë|Nekuvana testenina sa jajima
19021990|Uncooked pasta, other|Makarona të papjekura, tjetër|Nekuvana testenina, ostala
19053199|Sweet biscuits, other|Biskota të ëmbla, tjetër|Slatki keks, ostali
19059080|Bread, pastry, cakes and other bakers’ wares, other|Bukë, pasta, kek dhe produkte të tjera furre, tjetër|Hleb, peciva, kolači i ostali pekarski proizvodi, ostalo
20029091|Tomato paste, dry matter more than 30 %|Pastë domateje, lëndë e thatë mbi 30 %|Pelat paradajza, suva materija preko 30 %
20079993|Jams of tropical fruit and nuts|Reçel frutash tropikale|Džem od tropskog voća
20091199|Frozen orange juice, other|Lëng portokalli i ngrirë, tjetër|Smrznuti sok od pomorandže, ostali
20098999|Juice of other fruit or vegetables, other|Lëng frutash ose perimesh të tjera, tjetër|Sok od ostalog voća ili povrća, ostali
21011100|Extracts, essences and concentrates of coffee|Ekstrakte, esenca dhe koncentrate kafeje|Ekstrakti, esencije i koncentrati kafe
21039090|Sauces and preparations therefor, other|Salca dhe përgatesa për to, tjetër|Umaci i preparati za umake, ostalo
21069098|Food preparations, other|Përgatesa ushqimore, tjetër|Prehrambeni proizvodi, ostali
22011011|Natural mineral waters, not carbonated|Ujë mineral natyral, pa gaz|Prirodna mineralna voda, negazirana
22021000|Waters with added sugar or flavour|Ujë me sheqer ose aromë|Vode sa dodatkom šećera ili arome
22029919|Non-alcoholic beverages, other|Pije joalkoolike, tjetër|Bezalkoholna pića, ostala
22030001|Beer made from malt, in bottles up to 10 l|Birrë malti, në shishe deri 10 l|Pivo od slada, u bocama do 10 l
22041098|Sparkling wine, other|Verë e gazuar, tjetër|Penušavo vino, ostalo
22042179|White wine in containers up to 2 l, other|Verë e bardhë në enë deri 2 l, tjetër|Belo vino u posudama do 2 l, ostalo
22042180|Red wine in containers up to 2 l, other|Verë e kuqe në enë deri 2 l, tjetër|Crno vino u posudama do 2 l, ostalo
22083011|Single malt whisky in containers up to 2 l|Uiski single malt në enë deri 2 l|Single malt viski u posudama do 2 l
22089045|Calvados in containers up to 2 l|Kalvados në enë deri 2 l|Kalvados u posudama do 2 l
22089048|Spirits distilled from fruit (rakia), in containers up to 2 l|Pije alkoolike nga frutat (raki), në enë deri 2 l|Voćne rakije u posudama do 2 l
23091013|Dog or cat food, put up for retail sale|Ushqim për qen ose mace, për shitje me pakicë|Hrana za pse ili mačke, pripremljena za maloprodaju
23099096|Animal feed preparations, other|Përgatesa ushqimore për kafshë, tjetër|Preparati za ishranu životinja, ostali
24012035|Flue-cured Virginia tobacco, partly stemmed|Duhan Virxhinia i tharë me ajër të nxehtë|Duvan virdžinija sušen toplim vazduhom
24022090|Cigarettes containing tobacco, other|Cigare me duhan, tjetër|Cigarete koje sadrže duvan, ostale
24031990|Smoking tobacco, other|Duhan për pirje, tjetër|Duvan za pušenje, ostali
25010091|Salt suitable for human consumption|Kripë për konsum njerëzor|So za ljudsku ishranu
25171010|Pebbles, gravel, broken or crushed stone|Zhavorr, gurë të thyer ose të grimcuar|Šljunak, lomljeni ili drobljeni kamen
25232900|Portland cement, other|Çimento Portland, tjetër|Portland cement, ostali
27011210|Bituminous coal, coking|Qymyr bitumoz për koks|Bitumenski ugalj za koksovanje
27101243|Motor spirit (petrol), lead-free, octane below 95|Benzinë pa plumb, oktan nën 95|Motorni benzin, bezolovni, oktanski broj ispod 95
27101245|Motor spirit (petrol), lead-free, octane 95 to 98|Benzinë pa plumb, oktan 95 deri 98|Motorni benzin, bezolovni, oktanski broj od 95 do 98
27101943|Gas oil (diesel), sulphur up to 0,001 %|Naftë (dizel), squfur deri 0,001 %|Gasno ulje (dizel), sumpor do 0,001 %
27101964|Fuel oils, sulphur more than 0,1 % but not more than 1 %|Mazut, squfur mbi 0,1 % deri 1 %|Lož ulja, sumpor preko 0,1 % do 1 %
27101981|Motor and compressor lube oils|Vajra lubrifikuese për motorë dhe kompresorë|Ulja za podmazivanje motora i kompresora
27111294|Propane, purity 90 % to 99 %|Propan, pastërti 90 % deri 99 %|Propan, čistoće od 90 % do 99 %
27112100|Natural gas in gaseous state|Gaz natyror në gjendje të gaztë|Prirodni gas u gasovitom stanju
27160000|Electrical energy|Energji elektrike|Električna energija
28151100|Sodium hydroxide, solid|Hidroksid natriumi, i ngurtë|Natrijum-hidroksid, čvrst
28362000|Disodium carbonate|Karbonat dinatriumi|Dinatrijum-karbonat
29051100|Methanol (methyl alcohol)|Metanol (alkool metilik)|Metanol (metil-alkohol)
29091900|Acyclic ethers, other|Etere aciklike, tjetër|Aciklični etri, ostali
30021500|Immunological products, put up in measured doses|Produkte imunologjike, në doza të matura|Imunološki proizvodi, u odmerenim dozama
30042000|Medicaments containing antibiotics, in measured doses|Ilaçe me antibiotikë, në doza të matura|Lekovi koji sadrže antibiotike, u odmerenim dozama
30043900|Medicaments containing hormones, in measured doses, other|Ilaçe me hormone, në doza të matura, tjetër|Lekovi koji sadrže hormone, u odmerenim dozama, ostali
30049000|Medicaments in measured doses, other|Ilaçe në doza të matura, tjetër|Lekovi u odmerenim dozama, ostali
30051000|Adhesive dressings|Fasha ngjitëse|Adhezivni zavoji
30069200|Waste pharmaceuticals|Mbeturina farmaceutike|Farmaceutski otpad
31021010|Urea, nitrogen content exceeding 45 %|Ure, azot mbi 45 %|Urea, sadržaj azota preko 45 %
31052010|Mineral fertilisers with nitrogen, phosphorus and potassium, nitrogen over 10 %|Plehra minerale me azot, fosfor dhe kalium, azot mbi 10 %|Mineralna đubriva sa azotom, fosforom i kalijumom, azot preko 10 %
32089091|Paints and varnishes, synthetic polymers, other|Bojëra dhe llaqe, polimere sintetike, tjetër|Boje i lakovi, sintetički polimeri, ostali
32091000|Paints and varnishes based on acrylic or vinyl polymers, aqueous|Bojëra dhe llaqe me bazë akrilike ose vinilike, ujore|Boje i lakovi na bazi akrilnih ili vinilnih polimera, vodeni
32151900|Printing ink, other|Bojë shtypi, tjetër|Štamparska boja, ostala
33030010|Perfumes|Parfume|Parfemi
33049900|Beauty or make-up preparations, other|Përgatesa bukurie ose grimi, tjetër|Preparati za ulepšavanje ili šminkanje, ostali
33051000|Shampoos|Shampo|Šamponi
33061000|Dentifrices|Pastë dhëmbësh|Paste za zube
34011100|Soap for toilet use|Sapun tualeti|Toaletni sapun
34022090|Washing preparations put up for retail sale, other|Përgatesa larëse për shitje me pakicë, tjetër|Sredstva za pranje pripremljena za maloprodaju, ostala
34060000|Candles, tapers and the like|Qirinj dhe të ngjashme|Sveće i slično
35061000|Glues put up for retail sale, up to 1 kg|Ngjitës për shitje me pakicë, deri 1 kg|Lepkovi pripremljeni za maloprodaju, do 1 kg
36050000|Matches|Shkrepëse|Šibice
38089190|Insecticides, other|Insekticide, tjetër|Insekticidi, ostali
38089390|Herbicides and plant-growth regulators, other|Herbicide dhe rregullues rritjeje, tjetër|Herbicidi i regulatori rasta, ostali
38249996|Chemical products and preparations, other|Produkte dhe përgatesa kimike, tjetër|Hemijski proizvodi i preparati, ostali
39012090|Polyethylene, specific gravity 0,94 or more, other|Polietilen, peshë specifike 0,94 ose më shumë, tjetër|Polietilen, specifične težine 0,94 ili više, ostali
39041000|Poly(vinyl chloride), not mixed|Polivinilklorur, i papërzier|Poli(vinil-hlorid), nepomešan
39172310|Tubes of polymers of vinyl chloride, seamless|Tuba prej polimeresh të vinilklorurit, pa tegel|Cevi od polimera vinil-hlorida, bešavne
39201023|Polyethylene film, thickness 20 to 40 micrometres|Film polietileni, trashësi 20 deri 40 mikrometra|Polietilenska folija, debljine od 20 do 40 mikrometara
39232100|Sacks and bags of polymers of ethylene|Thasë dhe qese prej polimeresh etileni|Džakovi i kese od polimera etilena
39233010|Bottles of plastics, capacity up to 2 l|Shishe plastike, kapacitet deri 2 l|Plastične boce, zapremine do 2 l
39241000|Tableware and kitchenware, of plastics|Enë tryeze dhe kuzhine, prej plastike|Posuđe za sto i kuhinju, od plastike
39259080|Builders’ ware of plastics, other|Artikuj ndërtimi prej plastike, tjetër|Građevinski proizvodi od plastike, ostali
39269097|Articles of plastics, other|Artikuj prej plastike, tjetër|Proizvodi od plastike, ostali
40111000|New pneumatic tyres, for motor cars|Goma të reja pneumatike, për vetura|Nove pneumatske gume, za putničke automobile
40112010|New pneumatic tyres for buses or lorries, load index up to 121|Goma të reja për autobusë ose kamionë, indeks ngarkese deri 121|Nove gume za autobuse ili kamione, indeks nosivosti do 121
40151900|Gloves of vulcanised rubber, other|Doreza prej gome të vullkanizuar, tjetër|Rukavice od vulkanizovane gume, ostale
42022100|Handbags with outer surface of leather|Çanta dore me sipërfaqe prej lëkure|Ručne torbe sa spoljnom površinom od kože
42029291|Travel bags and rucksacks with outer surface of plastic or textile|Çanta udhëtimi dhe çanta shpine prej plastike ose tekstili|Putne torbe i ranci od plastike ili tekstila
44071190|Pine lumber, sawn, other|Dru pishe i sharruar, tjetër|Borova građa, rezana, ostala
44079190|Oak lumber, sawn, other|Dru lisi i sharruar, tjetër|Hrastova građa, rezana, ostala
44111490|Medium density fibreboard (MDF), over 9 mm, other|Pllaka fibre me dendësi mesatare (MDF), mbi 9 mm, tjetër|Ploče vlaknatice srednje gustine (MDF), preko 9 mm, ostale
44123900|Plywood, other, of softwood|Kompensatë, tjetër, prej druri të butë|Šperploča, ostala, od četinara
44140090|Wooden frames for paintings, photographs, mirrors|Korniza druri për piktura, fotografi, pasqyra|Drveni okviri za slike, fotografije, ogledala
44152020|Flat pallets of wood|Paleta të sheshta prej druri|Ravne drvene palete
44219999|Articles of wood, other|Artikuj prej druri, tjetër|Proizvodi od drveta, ostali
48025590|Uncoated paper 40 g/m² to 150 g/m², in rolls, other|Letër e paveshur 40 g/m² deri 150 g/m², në role, tjetër|Nepremazani papir od 40 g/m² do 150 g/m², u rolnama, ostali
48025690|Uncoated paper 40 g/m² to 150 g/m², in sheets (A4), other|Letër e paveshur 40 g/m² deri 150 g/m², në fletë (A4), tjetër|Nepremazani papir od 40 g/m² do 150 g/m², u tabacima (A4), ostali
48181010|Toilet paper, weight per ply up to 25 g/m²|Letër higjienike, peshë për shtresë deri 25 g/m²|Toaletni papir, mase po sloju do 25 g/m²
48191000|Cartons, boxes and cases, of corrugated paper or paperboard|Kuti prej letre ose kartoni të valëzuar|Kutije od valovitog papira ili kartona
48201030|Notebooks, letter pads and memorandum pads|Fletore, blloqe letrash dhe shënimesh|Sveske, blokovi za pisma i beleške
49011000|Printed books in single sheets|Libra të shtypur në fletë të veçanta|Štampane knjige u pojedinačnim listovima
49019900|Printed books, brochures and similar printed matter, other|Libra, broshura dhe material i ngjashëm i shtypur, tjetër|Štampane knjige, brošure i slični štampani proizvodi, ostali
52010090|Cotton, not carded or combed, other|Pambuk, i pakrehur, tjetër|Pamuk, nekardiran ni češljan, ostali
52084100|Woven fabrics of cotton, of yarns of different colours, plain weave|Pëlhura pambuku, me fije me ngjyra të ndryshme, thurje e thjeshtë|Tkanine od pamuka, od pređe različitih boja, platneni prepletaj
52094200|Denim|Xhins (denim)|Denim
54076100|Woven fabrics of polyester filaments, non-textured|Pëlhura prej filamentesh poliestri, jo të teksturuara|Tkanine od poliestarskih filamenata, neteksturisanih
56074911|Twine, cordage and ropes of polyethylene or polypropylene|Spango dhe litarë prej polietileni ose polipropileni|Kanap i užad od polietilena ili polipropilena
57023100|Carpets of pile construction, woven, of wool|Qilima me push, të endur, prej leshi|Ćilimi sa florom, tkani, od vune
57033000|Carpets, tufted, of man-made textile materials|Qilima të shtruar me push, prej materialesh sintetike|Ćilimi, tafting, od veštačkih tekstilnih materijala
61046200|Women’s trousers and shorts, knitted, of cotton|Pantallona dhe pantallona të shkurtra për gra, të thurura, pambuk|Ženske pantalone i šorts, pleteni, od pamuka
61051000|Men’s shirts, knitted, of cotton|Këmisha për burra, të thurura, pambuk|Muške košulje, pletene, od pamuka
61091000|T-shirts, singlets and vests, knitted, of cotton|Bluza, kanotiere dhe fanella, të thurura, pambuk|Majice, potkošulje, pletene, od pamuka
61099020|T-shirts, knitted, of wool or man-made fibres|Bluza të thurura, prej leshi ose fibrash sintetike|Majice, pletene, od vune ili veštačkih vlakana
61102099|Jerseys, pullovers and cardigans, knitted, of cotton, other|Xhemperë, pulovra dhe kardiganë, të thurur, pambuk, tjetër|Džemperi, puloveri i kardigani, pleteni, od pamuka, ostali
61159500|Hosiery (socks), knitted, of cotton|Çorape, të thurura, prej pambuku|Čarape, pletene, od pamuka
62034231|Men’s trousers of denim|Pantallona xhinse për burra|Muške pantalone od denima
62044300|Women’s dresses of synthetic fibres|Fustane për gra prej fibrash sintetike|Ženske haljine od sintetičkih vlakana
62046231|Women’s trousers of denim|Pantallona xhinse për gra|Ženske pantalone od denima
62052000|Men’s shirts of cotton|Këmisha për burra prej pambuku|Muške košulje od pamuka
62101090|Garments of nonwovens, other|Veshje prej pëlhurash të patëzhura, tjetër|Odeća od netkanog materijala, ostala
63023100|Bed linen of cotton|Çarçafë prej pambuku|Posteljina od pamuka
63026000|Toilet and kitchen linen of terry towelling, of cotton|Peshqirë prej pambuku|Peškiri od pamučnog frotira
63079098|Made-up textile articles, other|Artikuj tekstilë të gatshëm, tjetër|Gotovi tekstilni proizvodi, ostali
63090000|Worn clothing and other worn articles|Rroba dhe artikuj të tjerë të përdorur|Polovna odeća i drugi polovni proizvodi
64029998|Footwear with outer soles and uppers of rubber or plastics, other|Këpucë me shputë dhe faqe prej gome ose plastike, tjetër|Obuća sa đonom i licem od gume ili plastike, ostala
64039998|Footwear with uppers of leather, other|Këpucë me faqe prej lëkure, tjetër|Obuća sa licem od kože, ostala
64041100|Sports footwear with uppers of textile|Këpucë sportive me faqe tekstili|Sportska obuća sa licem od tekstila
68022100|Marble, travertine and alabaster, cut or sawn|Mermer, travertin dhe alabastër, i prerë ose i sharruar|Mermer, travertin i alabaster, sečen ili rezan
68101100|Building blocks and bricks of cement or concrete|Blloqe dhe tulla ndërtimi prej çimentoje ose betoni|Građevinski blokovi i cigle od cementa ili betona
68159900|Articles of stone or other mineral substances, other|Artikuj prej guri ose substancash të tjera minerale, tjetër|Proizvodi od kamena ili drugih mineralnih materija, ostali
69072100|Ceramic tiles, water absorption up to 0,5 %|Pllaka qeramike, thithje uji deri 0,5 %|Keramičke pločice, upijanje vode do 0,5 %
69101000|Sinks, wash basins, baths and similar, of porcelain|Lavamanë, vaska dhe të ngjashme, prej porcelani|Sudopere, umivaonici, kade i slično, od porcelana
69111000|Tableware and kitchenware of porcelain|Enë tryeze dhe kuzhine prej porcelani|Posuđe za sto i kuhinju od porcelana
70052180|Float glass, coloured or opacified, other|Xham float, i ngjyrosur ose i errët, tjetër|Float staklo, obojeno ili zamućeno, ostalo
70099100|Glass mirrors, unframed|Pasqyra xhami, pa kornizë|Staklena ogledala, bez okvira
70109045|Glass bottles for beverages, 0,15 l to 0,33 l|Shishe xhami për pije, 0,15 l deri 0,33 l|Staklene boce za pića, od 0,15 l do 0,33 l
70133799|Drinking glasses, other|Gota pijeje, tjetër|Čaše za piće, ostale
71131900|Jewellery of other precious metal|Stoli prej metalesh të tjera të çmuara|Nakit od ostalih plemenitih metala
71171900|Imitation jewellery of base metal, other|Bizhuteri imitacioni prej metali bazë, tjetër|Imitacija nakita od običnih metala, ostala
72085120|Flat-rolled iron or steel, hot-rolled, thickness over 15 mm|Produkte të petëzuara hekuri ose çeliku, të nxehta, trashësi mbi 15 mm|Pljosnati valjani proizvodi od gvožđa ili čelika, toplo valjani, debljine preko 15 mm
72104900|Flat-rolled iron or steel, zinc-coated, other|Produkte të petëzuara hekuri ose çeliku, të zinkuara, tjetër|Pljosnati valjani proizvodi od gvožđa ili čelika, pocinkovani, ostali
72131000|Bars and rods, hot-rolled, with indentations (reinforcing steel)|Shufra, të petëzuara në të nxehtë, me dhëmbëzime (hekur betoni)|Šipke, toplo valjane, sa rebrima (betonsko gvožđe)
72142000|Bars and rods with indentations, hot-rolled or forged|Shufra me dhëmbëzime, të petëzuara në të nxehtë ose të farkëtuara|Šipke sa rebrima, toplo valjane ili kovane
72163100|U sections of iron or steel, height 80 mm or more|Profile U prej hekuri ose çeliku, lartësi 80 mm ose më shumë|U profili od gvožđa ili čelika, visine 80 mm ili više
72171010|Wire of iron or non-alloy steel, not plated or coated|Tel hekuri ose çeliku jo të lidhur, i paveshur|Žica od gvožđa ili nelegiranog čelika, neprevučena
73063077|Tubes and pipes of iron or steel, welded, circular, other|Tuba dhe gypa hekuri ose çeliku, të salduar, rrethorë, tjetër|Cevi od gvožđa ili čelika, zavarene, kružnog preseka, ostale
73089098|Structures and parts of structures of iron or steel, other|Konstruksione dhe pjesë konstruksionesh prej hekuri ose çeliku, tjetër|Konstrukcije i delovi konstrukcija od gvožđa ili čelika, ostali
73102990|Tanks, casks, drums, cans of iron or steel, under 50 l, other|Rezervuarë, fuçi, bidonë prej hekuri ose çeliku, nën 50 l, tjetër|Rezervoari, burad, limenke od gvožđa ili čelika, ispod 50 l, ostali
73151190|Roller chain, other|Zinxhirë me rul, tjetër|Valjkasti lanci, ostali
73181595|Screws and bolts of iron or steel, other|Vida dhe bulona prej hekuri ose çeliku, tjetër|Zavrtnji i vijci od gvožđa ili čelika, ostali
73211110|Cooking appliances of iron or steel, gas, with oven|Pajisje gatimi prej hekuri ose çeliku, me gaz, me furrë|Aparati za kuvanje od gvožđa ili čelika, na gas, sa rernom
73239300|Table and kitchen articles of stainless steel|Artikuj tryeze dhe kuzhine prej çeliku inoks|Predmeti za sto i kuhinju od nerđajućeg čelika
73269098|Articles of iron or steel, other|Artikuj prej hekuri ose çeliku, tjetër|Proizvodi od gvožđa ili čelika, ostali
74081100|Copper wire, refined, cross-section over 6 mm|Tel bakri i rafinuar, prerje mbi 6 mm|Žica od rafinisanog bakra, presek preko 6 mm
74111010|Tubes and pipes of refined copper, straight|Tuba dhe gypa prej bakri të rafinuar, të drejta|Cevi od rafinisanog bakra, prave
76011000|Aluminium, not alloyed, unwrought|Alumin i palidhur, i papërpunuar|Aluminijum, nelegiran, neobrađen
76042990|Bars and rods of aluminium alloys, other|Shufra prej lidhjesh alumini, tjetër|Šipke od legura aluminijuma, ostale
76061299|Plates, sheets and strip of aluminium alloys, other|Pllaka, fletë dhe shirita prej lidhjesh alumini, tjetër|Ploče, limovi i trake od legura aluminijuma, ostali
76071111|Aluminium foil, rolled, thickness under 0,021 mm|Fletë alumini e petëzuar, trashësi nën 0,021 mm|Aluminijumska folija, valjana, debljine ispod 0,021 mm
76101000|Doors, windows and their frames of aluminium|Dyer, dritare dhe kornizat e tyre prej alumini|Vrata, prozori i njihovi okviri od aluminijuma
82055980|Hand tools, other|Vegla dore, tjetër|Ručni alati, ostali
82119200|Knives with fixed blades, other|Thika me teh fiks, tjetër|Noževi sa fiksnim sečivom, ostali
83014011|Locks of a kind used for doors of buildings, cylinder|Brava për dyer ndërtesash, me cilindër|Brave za vrata zgrada, cilindrične
84021200|Watertube boilers, output up to 45 t per hour|Kaldaja me tuba uji, prodhim deri 45 t në orë|Vodocevni kotlovi, kapaciteta do 45 t na sat
84031010|Central heating boilers of cast iron|Kaldaja ngrohjeje qendrore prej gize|Kotlovi za centralno grejanje od livenog gvožđa
84073490|Spark-ignition piston engines over 1 000 cm³ for vehicles, other|Motorë me pistona me ndezje me shkëndijë mbi 1 000 cm³ për automjete, tjetër|Klipni motori sa paljenjem svećicom preko 1 000 cm³ za vozila, ostali
84082055|Diesel engines for tractors, output 50 to 100 kW|Motorë dizel për traktorë, fuqi 50 deri 100 kW|Dizel motori za traktore, snage od 50 do 100 kW
84133080|Fuel, lubricating or cooling pumps for engines, other|Pompa karburanti, lubrifikimi ose ftohjeje për motorë, tjetër|Pumpe za gorivo, podmazivanje ili hlađenje motora, ostale
84137065|Centrifugal pumps, single stage, other|Pompa centrifugale, me një shkallë, tjetër|Centrifugalne pumpe, jednostepene, ostale
84151010|Air conditioning machines, window or wall types, self-contained|Kondicionerë, të tipit dritareje ose muri, kompaktë|Klima uređaji, prozorski ili zidni, kompaktni
84158100|Air conditioning machines with reversible heat pump|Kondicionerë me pompë nxehtësie të kthyeshme|Klima uređaji sa reverzibilnom toplotnom pumpom
84181020|Combined refrigerator-freezers, capacity over 340 l|Frigoriferë me ngrirës të kombinuar, kapacitet mbi 340 l|Kombinovani frižideri sa zamrzivačem, zapremine preko 340 l
84182110|Household refrigerators, compression-type, capacity over 340 l|Frigoriferë shtëpiakë, me kompresor, kapacitet mbi 340 l|Frižideri za domaćinstvo, kompresorski, zapremine preko 340 l
84221100|Dish washing machines of the household type|Makina larëse enësh shtëpiake|Mašine za pranje sudova za domaćinstvo
84248210|Agricultural sprayers, hand-operated|Spërkatëse bujqësore, me dorë|Poljoprivredne prskalice, ručne
84271010|Self-propelled electric trucks, lifting height 1 m or more|Karroca elektrike vetëlëvizëse, lartësi ngritjeje 1 m ose më shumë|Električna samohodna kolica, visina dizanja 1 m ili više
84291100|Bulldozers and angledozers, track laying|Buldozerë me zinxhirë|Buldožeri guseničari
84295210|Hydraulic excavators with a 360° revolving superstructure, track laying|Ekskavatorë hidraulikë me rrotullim 360°, me zinxhirë|Hidraulični bageri sa okretanjem za 360°, guseničari
84322910|Scarifiers and cultivators|Kultivatorë|Kultivatori
84331110|Lawnmowers, powered, electric, cutting width 40 cm or more|Kositëse bari elektrike, gjerësi prerjeje 40 cm ose më shumë|Električne kosilice, širine košenja 40 cm ili više
84335100|Combine harvester-threshers|Kombajna korrëse-shirëse|Kombajni za žetvu i vršidbu
84433210|Printers, connectable to a computer|Printerë, që lidhen me kompjuter|Štampači, za povezivanje sa računarom
84433980|Printing machinery, other|Makineri shtypi, tjetër|Mašine za štampanje, ostale
84501111|Household washing machines, front-loading, up to 6 kg|Makina larëse shtëpiake, me ngarkim përpara, deri 6 kg|Mašine za pranje rublja, sa prednjim punjenjem, do 6 kg
84501119|Household washing machines, front-loading, 6 to 10 kg|Makina larëse shtëpiake, me ngarkim përpara, 6 deri 10 kg|Mašine za pranje rublja, sa prednjim punjenjem, od 6 do 10 kg
84713000|Portable automatic data-processing machines up to 10 kg (laptops)|Makina portative për përpunimin e të dhënave deri 10 kg (laptopë)|Prenosne mašine za automatsku obradu podataka do 10 kg (laptopovi)
84714100|Data-processing machines with CPU and input-output unit in one housing|Makina për përpunimin e të dhënave me njësi qendrore dhe hyrje-dalje në një kuti|Mašine za obradu podataka sa centralnom i ulazno-izlaznom jedinicom u jednom kućištu
84715000|Processing units other than those of 847141 or 847149|Njësi përpunuese, përveç atyre të 847141 ose 847149|Jedinice za obradu, osim onih iz 847141 ili 847149
84716070|Input or output units (keyboards, mice), other|Njësi hyrjeje ose daljeje (tastiera, mi), tjetër|Ulazne ili izlazne jedinice (tastature, miševi), ostale
84717050|Hard disk storage units|Njësi ruajtjeje me disk të ngurtë|Jedinice za memorisanje na čvrstom disku
84718000|Units of automatic data-processing machines, other|Njësi të makinave për përpunimin e të dhënave, tjetër|Jedinice mašina za automatsku obradu podataka, ostale
84733020|Parts and accessories of data-processing machines, electronic assemblies|Pjesë dhe aksesorë të makinave për përpunimin e të dhënave, montime elektronike|Delovi i pribor za mašine za obradu podataka, elektronski sklopovi
84798997|Machines and mechanical appliances with individual functions, other|Makina dhe pajisje mekanike me funksione të veçanta, tjetër|Mašine i mehanički uređaji sa posebnom funkcijom, ostali
84818081|Taps, cocks and valves, other|Rubineta dhe valvula, tjetër|Slavine i ventili, ostali
84821010|Ball bearings, largest external diameter up to 30 mm|Kushineta me sfera, diametër i jashtëm deri 30 mm|Kuglični ležajevi, najveći spoljni prečnik do 30 mm
85044030|Static converters for telecommunication and data-processing machines|Konvertues statikë për makina telekomunikimi dhe përpunimi të dhënash|Statički pretvarači za telekomunikacione i računarske mašine
85044083|Battery chargers, other|Karikues baterish, tjetër|Punjači baterija, ostali
85076000|Lithium-ion accumulators|Akumulatorë litium-jon|Litijum-jonski akumulatori
85072080|Lead-acid accumulators, other|Akumulatorë plumb-acid, tjetër|Olovni akumulatori, ostali
85094000|Food grinders and mixers; fruit or vegetable juice extractors|Bluarëse dhe mikserë ushqimi; shtrydhëse frutash ose perimesh|Mlinovi i mikseri za hranu; sokovnici
85163100|Hair dryers|Tharëse flokësh|Fenovi za kosu
85165000|Microwave ovens|Furra me mikrovalë|Mikrotalasne pećnice
85166010|Cookers, electric|Shporeta elektrike|Električni šporeti
85167100|Coffee or tea makers, electric|Aparate elektrike për kafe ose çaj|Električni aparati za kafu ili čaj
85171300|Smartphones|Telefona të mençur|Pametni telefoni
85176200|Machines for reception, conversion and transmission of data (routers, switches)|Makina për marrje, konvertim dhe transmetim të dhënash (ruterë, çelësa)|Mašine za prijem, konverziju i prenos podataka (ruteri, svičevi)
85183000|Headphones and earphones|Kufje|Slušalice
85234910|Optical media for reproducing sound and image (DVDs)|Media optike për riprodhim zëri dhe imazhi (DVD)|Optički mediji za reprodukciju zvuka i slike (DVD)
85235110|Solid-state non-volatile storage devices (flash memory)|Pajisje ruajtjeje gjysmëpërçuese (memorie flash)|Poluprovodnički uređaji za memorisanje (fleš memorija)
85258900|Television cameras, digital cameras and video camera recorders, other|Kamera televizive, kamera dixhitale dhe videokamera, tjetër|Televizijske kamere, digitalni fotoaparati i video kamere, ostali
85284900|Cathode-ray tube monitors, other|Monitorë me tub katodik, tjetër|Monitori sa katodnom cevi, ostali
85285210|Monitors capable of connecting directly to a data-processing machine|Monitorë që lidhen drejtpërdrejt me makina përpunimi të dhënash|Monitori za direktno povezivanje sa računarom
85287290|Television receivers, colour, other|Marrës televizivë me ngjyra, tjetër|Televizijski prijemnici u boji, ostali
85365019|Switches for a voltage up to 60 V, other|Ndërprerës për tension deri 60 V, tjetër|Prekidači za napon do 60 V, ostali
85366990|Plugs and sockets, other|Spina dhe priza, tjetër|Utikači i utičnice, ostali
85392930|Filament lamps, other|Llamba me filament, tjetër|Sijalice sa vlaknom, ostale
85395000|Light-emitting diode (LED) lamps|Llamba me diodë (LED)|Sijalice sa svetlećim diodama (LED)
85414300|Photovoltaic cells assembled in modules or made up into panels|Qeliza fotovoltaike të montuara në module ose panele|Fotonaponske ćelije sastavljene u module ili panele
85423190|Electronic integrated circuits, processors and controllers, other|Qarqe të integruara elektronike, procesorë dhe kontrollues, tjetër|Elektronska integrisana kola, procesori i kontroleri, ostali
85444290|Electric conductors for a voltage up to 1 000 V, with connectors, other|Përçues elektrikë për tension deri 1 000 V, me lidhëse, tjetër|Električni provodnici za napon do 1 000 V, sa konektorima, ostali
85444993|Electric conductors for a voltage up to 80 V, without connectors, other|Përçues elektrikë për tension deri 80 V, pa lidhëse, tjetër|Električni provodnici za napon do 80 V, bez konektora, ostali
87012010|Road tractors for semi-trailers, new|Tërheqës rrugorë për gjysmërimorkio, të rinj|Drumski tegljači za poluprikolice, novi
87019110|Agricultural tractors, engine power up to 18 kW|Traktorë bujqësorë, fuqi motori deri 18 kW|Poljoprivredni traktori, snage motora do 18 kW
87021011|Buses with diesel engine, cylinder capacity over 2 500 cm³, new|Autobusë me motor dizel, vëllim cilindrash mbi 2 500 cm³, të rinj|Autobusi sa dizel motorom, zapremine preko 2 500 cm³, novi
87032210|Motor cars, spark-ignition, 1 000 cm³ to 1 500 cm³, new|Vetura me motor me benzinë, 1 000 cm³ deri 1 500 cm³, të reja|Putnički automobili, benzinski motor, od 1 000 cm³ do 1 500 cm³, novi
87032390|Motor cars, spark-ignition, 1 500 cm³ to 3 000 cm³, used|Vetura me motor me benzinë, 1 500 cm³ deri 3 000 cm³, të përdorura|Putnički automobili, benzinski motor, od 1 500 cm³ do 3 000 cm³, polovni
87033290|Motor cars, diesel, 1 500 cm³ to 2 500 cm³, used|Vetura me motor dizel, 1 500 cm³ deri 2 500 cm³, të përdorura|Putnički automobili, dizel motor, od 1 500 cm³ do 2 500 cm³, polovni
87033390|Motor cars, diesel, over 2 500 cm³, used|Vetura me motor dizel, mbi 2 500 cm³, të përdorura|Putnički automobili, dizel motor, preko 2 500 cm³, polovni
87038010|Motor cars with only an electric motor, new|Vetura vetëm me motor elektrik, të reja|Putnički automobili samo sa električnim motorom, novi
87042191|Goods vehicles, diesel, up to 5 t, new|Automjete mallrash, dizel, deri 5 t, të reja|Teretna vozila, dizel, do 5 t, nova
87042199|Goods vehicles, diesel, up to 5 t, used|Automjete mallrash, dizel, deri 5 t, të përdorura|Teretna vozila, dizel, do 5 t, polovna
87042391|Goods vehicles, diesel, over 20 t, new|Automjete mallrash, dizel, mbi 20 t, të reja|Teretna vozila, dizel, preko 20 t, nova
87089997|Parts and accessories of motor vehicles, other|Pjesë dhe aksesorë të automjeteve, tjetër|Delovi i pribor za motorna vozila, ostali
87083091|Brakes and servo-brakes, other|Frena dhe servo-frena, tjetër|Kočnice i servo-kočnice, ostale
87112010|Motorcycles, 50 cm³ to 250 cm³, scooters|Motoçikleta, 50 cm³ deri 250 cm³, skuterë|Motocikli, od 50 cm³ do 250 cm³, skuteri
87120030|Bicycles with ball bearings|Biçikleta me kushineta|Bicikli sa kugličnim ležajevima
87163950|Trailers and semi-trailers for goods, new, other|Rimorkio dhe gjysmërimorkio për mallra, të reja, tjetër|Prikolice i poluprikolice za robu, nove, ostale
90049010|Spectacles, goggles and the like, with glass lenses|Syze me lente xhami|Naočare sa staklenim sočivima
90183190|Syringes, other|Shiringa, tjetër|Šprice, ostale
90189084|Medical, surgical or veterinary instruments, other|Instrumente mjekësore, kirurgjikale ose veterinare, tjetër|Medicinski, hirurški ili veterinarski instrumenti, ostali
90213990|Artificial parts of the body, other|Pjesë artificiale të trupit, tjetër|Veštački delovi tela, ostali
90251980|Thermometers, electronic, other|Termometra elektronikë, tjetër|Termometri, elektronski, ostali
90283011|Electricity meters, single-phase, alternating current|Matës energjie elektrike, njëfazorë, rrymë alternative|Brojila električne energije, monofazna, naizmenična struja
91021100|Wrist-watches, battery powered, with mechanical display only|Orë dore me bateri, me ekran mekanik|Ručni satovi na baterije, sa mehaničkim pokazivačem
92071030|Digital pianos, with keyboard|Piano dixhitale, me tastierë|Digitalni klaviri, sa klavijaturom
93040000|Other arms (spring, air or gas guns)|Armë të tjera (me sustë, ajër ose gaz)|Ostalo oružje (sa oprugom, vazduhom ili gasom)
94013100|Swivel seats with variable height, of wood|Karrige rrotulluese me lartësi të ndryshueshme, prej druri|Okretne stolice podesive visine, od drveta
94016100|Upholstered seats with wooden frames|Ndenjëse të tapicuara me kornizë druri|Tapacirana sedišta sa drvenim okvirom
94032080|Metal furniture, other|Mobilje metalike, tjetër|Metalni nameštaj, ostali
94033011|Desks of wood for offices|Tavolina pune prej druri për zyra|Radni stolovi od drveta za kancelarije
94035000|Wooden furniture of a kind used in the bedroom|Mobilje druri për dhoma gjumi|Drveni nameštaj za spavaće sobe
94036090|Wooden furniture, other|Mobilje druri, tjetër|Drveni nameštaj, ostali
94042990|Mattresses of other materials|Dyshekë prej materialesh të tjera|Dušeci od ostalih materijala
94051140|Chandeliers and ceiling lights, for LED light sources|Llambadarë dhe llamba tavani, për burime drite LED|Lusteri i plafonjere, za LED izvore svetlosti
94061000|Prefabricated buildings of wood|Ndërtesa të parafabrikuara prej druri|Montažne zgrade od drveta
95030049|Toys representing animals or non-human creatures, other|Lodra që paraqesin kafshë ose krijesa jonjerëzore, tjetër|Igračke koje predstavljaju životinje ili druga bića, ostale
95030075|Toys and models of plastics, with motors|Lodra dhe modele prej plastike, me motor|Igračke i modeli od plastike, sa motorom
95045000|Video game consoles and machines|Konsola dhe makina për video-lojëra|Konzole i aparati za video igre
95066200|Inflatable balls|Topa të fryrë|Lopte na naduvavanje
95069190|Articles and equipment for gymnastics or athletics, other|Artikuj dhe pajisje për gjimnastikë ose atletikë, tjetër|Predmeti i oprema za gimnastiku ili atletiku, ostali
96032100|Tooth brushes|Furça dhëmbësh|Četkice za zube
96081010|Ball-point pens with liquid ink|Stilolapsa me bojë të lëngshme|Hemijske olovke sa tečnim mastilom
96190081|Napkins and napkin liners for babies (diapers)|Pelena për foshnja|Pelene za bebe
97011000|Paintings and drawings executed by hand|Piktura dhe vizatime të punuara me dorë|Slike i crteži rađeni rukom
`;
