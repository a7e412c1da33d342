/**
 * The Arabic translation memory of the seed (issue 15): every visitor-facing English text of the
 * seed content (the documents of `seedDocuments` and the demo shipments), keyed by the exact
 * English text. The texts the site's code writes itself (form labels, options and messages, the
 * tracking messages, header, footer, phone menu) are not here: the web code cannot import
 * scripts/, so their Arabic is web/src/lib/ui-texts-ar.ts (UI_TEXTS_AR), which arabic.test.ts
 * checks against the code.
 *
 * Written for a Gulf business audience in Modern Standard Arabic: the company is
 * "جلف بريدج للشحن", places are spelt as they are locally, digits are Western (0-9) as UAE
 * business writing uses them, and trade codes (FCL, LCL, HS, IATA…) keep their usual form.
 *
 * Templated texts carry `{placeholder}`s (`{label}`, `{number}`, `{name}`…): the Arabic keeps each
 * placeholder of its key, where Arabic word order puts it. URLs, paths, e-mail addresses, phone
 * numbers, tracking numbers, ids, icon names, colours and dates are never translated and are not
 * keys here. arabic.test.ts checks the coverage and the form of every entry.
 */
const translations = {
  // ---------------------------------------------------------------------------------------------
  // Site settings: company, contact details, footer, navigation, not-found screen (site.ts)
  // ---------------------------------------------------------------------------------------------
  'Gulf Bridge Freight': 'جلف بريدج للشحن',
  'Gulf Bridge Freight logo': 'شعار جلف بريدج للشحن',
  'Air, sea, road and rail freight from the UAE to the world':
    'شحن جوي وبحري وبري وبالسكك الحديدية من الإمارات إلى العالم',
  'P.O. Box 121845, Sharjah, United Arab Emirates': 'ص.ب 121845، الشارقة، الإمارات العربية المتحدة',
  'Office E1-112, Sharjah Airport International Free Zone (SAIF Zone), P.O. Box 121845, Sharjah, United Arab Emirates':
    'مكتب E1-112، المنطقة الحرة لمطار الشارقة الدولي (سيف زون)، ص.ب 121845، الشارقة، الإمارات العربية المتحدة',
  'Monday to Friday 8:00 AM to 6:00 PM': 'من الاثنين إلى الجمعة، من 8:00 صباحاً حتى 6:00 مساءً',
  'Gulf Bridge Freight moves cargo by air, sea, road and rail from its base in Sharjah to more than 150 countries. One team, one point of contact and full visibility from pickup to delivery.':
    'تنقل جلف بريدج للشحن البضائع جواً وبحراً وبراً وبالسكك الحديدية من مقرها في الشارقة إلى أكثر من 150 دولة. فريق واحد، وجهة تواصل واحدة، ومتابعة كاملة من الاستلام حتى التسليم.',
  'All rights reserved.': 'جميع الحقوق محفوظة.',
  Home: 'الرئيسية',
  Company: 'الشركة',
  'About Us': 'من نحن',
  'Our Story': 'قصتنا',
  Leadership: 'القيادة',
  Sustainability: 'الاستدامة',
  Services: 'الخدمات',
  'Air Freight': 'الشحن الجوي',
  'Sea Freight': 'الشحن البحري',
  'Road Transport': 'النقل البري',
  'Rail Solutions': 'حلول السكك الحديدية',
  Warehousing: 'التخزين',
  'Customs Clearance': 'التخليص الجمركي',
  'Track Shipment': 'تتبع الشحنة',
  'Media Center': 'المركز الإعلامي',
  'Our Network': 'شبكتنا',
  'Get Quote': 'اطلب عرض سعر',
  Careers: 'الوظائف',
  Contact: 'اتصل بنا',
  'Manage Shipment': 'إدارة الشحنة',
  'Get a Quote': 'احصل على عرض سعر',
  'Oops! Page not found': 'عذراً! الصفحة غير موجودة',
  'The page you’re looking for doesn’t exist or has been moved.':
    'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  'Go Back Home': 'العودة إلى الرئيسية',

  // ---------------------------------------------------------------------------------------------
  // Home page, hero slides, service cards, statistics, testimonials, home entry (home.ts)
  // ---------------------------------------------------------------------------------------------
  "Let's do business": 'لنبدأ العمل معاً',
  'Request a quote in minutes': 'اطلب عرض سعر خلال دقائق',
  'Track & Trace': 'التتبع والتعقب',
  'Follow your cargo in real time': 'تابع شحنتك لحظة بلحظة',
  'Air, sea, road, rail and more': 'جواً وبحراً وبراً وبالسكك الحديدية والمزيد',
  'Get to know us': 'تعرّف علينا',
  'Who we are and what drives us': 'من نحن وما الذي يحفّزنا',
  'Find your job': 'ابحث عن وظيفتك',
  'Grow your career in logistics': 'طوّر مسيرتك المهنية في الخدمات اللوجستية',
  "What's new?": 'ما الجديد؟',
  'News, photos and videos': 'أخبار وصور ومقاطع فيديو',
  'Track a Shipment': 'تتبع شحنة',
  'Comprehensive Logistics Solutions': 'حلول لوجستية متكاملة',
  'We provide end-to-end logistics services tailored to meet your specific requirements':
    'نقدّم خدمات لوجستية متكاملة من الاستلام حتى التسليم، مصممة لتلبية متطلباتك بدقة',
  'Our Numbers Speak for Themselves': 'أرقامنا تتحدث عنا',
  'What Our Clients Say': 'ماذا يقول عملاؤنا',
  'Trusted by shippers, manufacturers and retailers around the world':
    'يثق بنا الشاحنون والمصنّعون وتجار التجزئة حول العالم',
  'Our Worldwide Presence': 'حضورنا حول العالم',
  'Discover our offices across the globe': 'تعرّف على مكاتبنا حول العالم',
  'View Office': 'عرض المكتب',
  'Explore All Locations': 'استكشف جميع المواقع',
  'Fast & Reliable Shipping': 'شحن سريع وموثوق',
  'Delivering excellence worldwide since 1995': 'نقدّم التميّز حول العالم منذ 1995',
  'Cargo aircraft being loaded at dusk': 'تحميل طائرة شحن عند الغروب',
  'Custom Logistics Solutions': 'حلول لوجستية حسب الطلب',
  'Tailored for your business needs': 'مصممة لتلائم احتياجات أعمالك',
  'Container ship leaving port': 'سفينة حاويات تغادر الميناء',
  'Air Transportation': 'النقل الجوي',
  'Across the Skies, Beyond Expectations': 'عبر الأجواء، بما يفوق التوقعات',
  'Freighter aircraft on the apron': 'طائرة شحن على ساحة وقوف الطائرات',
  'Maritime Transportation': 'النقل البحري',
  'Setting Sail for Seamless Deliveries': 'نُبحر لتصل شحناتك بسلاسة',
  'Container vessel at sea': 'سفينة حاويات في عرض البحر',
  'Land Freight': 'الشحن البري',
  'Ground Transportation': 'النقل البري',
  'Reliable and timely overland shipping.': 'شحن بري موثوق وفي الموعد المحدد.',
  'Truck on a desert highway': 'شاحنة على طريق سريع في الصحراء',
  Logistics: 'الخدمات اللوجستية',
  'Delivery Services': 'خدمات التوصيل',
  'Streamlined Shipping, Seamless Success': 'شحن منظّم ونجاح بلا عوائق',
  'Parcels on a sorting conveyor': 'طرود على سير الفرز',
  'Heavy Cargo': 'البضائع الثقيلة',
  'Project Cargo Management': 'إدارة شحنات المشاريع',
  'Your Big Projects, Our Bigger Commitment': 'مشاريعك كبيرة، والتزامنا أكبر',
  'Crane lifting an oversized load': 'رافعة ترفع حمولة ضخمة',
  'Storage Solutions': 'حلول التخزين',
  'Optimizing Space, Maximizing Value': 'استغلال أمثل للمساحة وقيمة أعلى',
  'Racked pallets in a warehouse': 'منصات مرصوصة على الرفوف في مستودع',
  'Years Experience': 'عاماً من الخبرة',
  'Countries Served': 'دولة نخدمها',
  // The statistic's suffix follows its figure directly ("10M+" → "10 مليون+").
  'M+': ' مليون+',
  'Shipments Delivered': 'شحنة تم تسليمها',
  'On-Time Rate': 'نسبة التسليم في الموعد',
  'Logistics Partners': 'شريك لوجستي',
  'Support Available': 'دعم متواصل',
  'Gulf Bridge Freight moved our production line from Shenzhen to Jebel Ali without a single day of downtime. Their team had an answer before we had finished asking the question.':
    'نقلت جلف بريدج للشحن خط إنتاجنا من شنتشن إلى جبل علي دون أن نخسر يوم عمل واحداً. كان لدى فريقهم الجواب قبل أن ننتهي من طرح السؤال.',
  'Sarah Al-Mansouri': 'سارة المنصوري',
  'Supply Chain Director, Emirates Industrial Components':
    'مديرة سلسلة الإمداد، الإمارات للمكونات الصناعية',
  'We ship perishables to twelve markets every week. Temperature logs, customs papers and delivery slots are always in order, and their on-time record is the best we have worked with.':
    'نشحن منتجات سريعة التلف إلى اثني عشر سوقاً كل أسبوع. سجلات الحرارة والمستندات الجمركية ومواعيد التسليم دائماً في أتمّ الترتيب، وسجلّهم في الالتزام بالمواعيد هو الأفضل بين كل من تعاملنا معهم.',
  'Rajesh Nair': 'راجيش ناير',
  'Head of Operations, FreshRoute Foods': 'رئيس العمليات، فريش روت للأغذية',
  'From the first quote to the final mile, one contact handled everything. Clear prices, honest transit times and real people who pick up the phone at any hour.':
    'من أول عرض سعر حتى الميل الأخير، تولّت جهة تواصل واحدة كل شيء. أسعار واضحة، ومدد عبور صادقة، وأشخاص حقيقيون يردّون على الهاتف في أي ساعة.',
  'Michael Turner': 'مايكل تيرنر',
  'Managing Director, Turner & Hale Trading': 'العضو المنتدب، تيرنر آند هيل للتجارة',

  // ---------------------------------------------------------------------------------------------
  // Offices (offices.ts)
  // ---------------------------------------------------------------------------------------------
  UK: 'المملكة المتحدة',
  'Flag of UK': 'علم المملكة المتحدة',
  'Office near London Heathrow': 'مكتبنا بالقرب من مطار هيثرو في لندن',
  'James Whitfield': 'جيمس ويتفيلد',
  'Country Manager, United Kingdom': 'المدير القُطري، المملكة المتحدة',
  'Unit 4, Horton Road Business Park, Colnbrook, Slough SL3 0BB, United Kingdom':
    'الوحدة 4، مجمّع هورتون رود للأعمال، كولنبروك، سلاو SL3 0BB، المملكة المتحدة',
  'Priya Shah': 'بريا شاه',
  'Air Export Coordinator': 'منسقة الصادرات الجوية',
  USA: 'الولايات المتحدة',
  'Flag of USA': 'علم الولايات المتحدة',
  'Office tower in Houston': 'برج مكاتب في هيوستن',
  UAE: 'الإمارات',
  'Flag of UAE': 'علم الإمارات',
  'Headquarters in the Sharjah Airport International Free Zone':
    'المقر الرئيسي في المنطقة الحرة لمطار الشارقة الدولي',
  'Omar Haddad': 'عمر حداد',
  'General Manager, UAE': 'المدير العام، الإمارات',
  'Fatima Al Suwaidi': 'فاطمة السويدي',
  'Sales & Customer Service Manager': 'مديرة المبيعات وخدمة العملاء',
  'Customs Desk': 'مكتب الجمارك',
  'Customs Clearance, Sharjah and Dubai': 'التخليص الجمركي، الشارقة ودبي',
  Jordan: 'الأردن',
  'Flag of Jordan': 'علم الأردن',
  'Amman skyline': 'أفق مدينة عمّان',
  Turkey: 'تركيا',
  'Flag of Turkey': 'علم تركيا',
  'Istanbul waterfront': 'الواجهة البحرية في إسطنبول',
  China: 'الصين',
  'Flag of China': 'علم الصين',
  'Shanghai port cranes': 'رافعات ميناء شنغهاي',
  Iraq: 'العراق',
  'Flag of Iraq': 'علم العراق',
  'Basra riverside': 'ضفاف شط العرب في البصرة',
  India: 'الهند',
  'Flag of India': 'علم الهند',
  'Office in Mumbai': 'مكتبنا في مومباي',
  'Arjun Mehta': 'أرجون ميهتا',
  'Branch Manager, India': 'مدير الفرع، الهند',
  '702, Hallmark Business Plaza, Sant Dnyaneshwar Marg, Bandra East, Mumbai 400051, India':
    '702، هولمارك بيزنس بلازا، سانت دنيانيشوار مارغ، باندرا إيست، مومباي 400051، الهند',
  'Kavya Iyer': 'كافيا آيير',
  'Ocean Freight Specialist': 'أخصائية الشحن البحري',

  // ---------------------------------------------------------------------------------------------
  // About, track-shipment and media center pages (admin-pages.ts)
  // ---------------------------------------------------------------------------------------------
  'Cargo terminal at sunrise': 'محطة شحن عند شروق الشمس',
  'Our team in the Sharjah warehouse': 'فريقنا في مستودع الشارقة',
  'Welcome to Gulf Bridge Freight': 'مرحباً بكم في جلف بريدج للشحن',
  'Gulf Bridge Freight is an international freight forwarding and logistics company headquartered in the Sharjah Airport International Free Zone, United Arab Emirates. We move cargo by air, sea, road and rail, clear it through customs, store it and deliver it to the door.':
    'جلف بريدج للشحن شركة دولية للشحن والخدمات اللوجستية، يقع مقرها الرئيسي في المنطقة الحرة لمطار الشارقة الدولي بدولة الإمارات العربية المتحدة. ننقل البضائع جواً وبحراً وبراً وبالسكك الحديدية، ونتولى تخليصها جمركياً وتخزينها وتوصيلها حتى باب العميل.',
  'From a single pallet to a complete factory, we plan each shipment around what matters to our customers: the deadline, the budget and the care the goods need. Our own offices in eight countries and more than 500 partners give us reach in over 150 countries.':
    'من منصة واحدة إلى مصنع متكامل، نخطط لكل شحنة وفق ما يهمّ عملاءنا: الموعد النهائي والميزانية والعناية التي تحتاجها البضائع. وتمنحنا مكاتبنا في ثماني دول وأكثر من 500 شريك حضوراً في أكثر من 150 دولة.',
  'WHO WE ARE': 'من نحن',
  'We are a team of freight forwarders, customs brokers, warehouse specialists and engineers who believe that logistics should be simple for the people who rely on it.':
    'نحن فريق من وكلاء الشحن والمخلّصين الجمركيين وخبراء المستودعات والمهندسين، نؤمن بأن الخدمات اللوجستية يجب أن تكون بسيطة لمن يعتمدون عليها.',
  'Every customer has one point of contact who knows their cargo, backed by a 24/7 operations centre and a platform that shows where every shipment is, at any moment.':
    'لكل عميل جهة تواصل واحدة تعرف شحنته جيداً، يدعمها مركز عمليات يعمل 24/7، ومنصة تُظهر موقع كل شحنة في أي لحظة.',
  'OUR VISION': 'رؤيتنا',
  'To be the most trusted logistics partner connecting the Gulf with the world.':
    'أن نكون الشريك اللوجستي الأكثر ثقة في ربط الخليج بالعالم.',
  'To deliver every shipment safely, on time and with full transparency.':
    'أن نوصل كل شحنة بأمان وفي موعدها وبشفافية تامة.',
  'To invest in people and technology that make global trade easier.':
    'أن نستثمر في الكفاءات والتقنيات التي تجعل التجارة العالمية أسهل.',
  'To lead our industry toward cleaner, lower-emission transport.':
    'أن نقود قطاعنا نحو نقل أنظف وأقل انبعاثات.',
  'Control tower screens tracking shipments': 'شاشات برج التحكم تتابع الشحنات',
  'Track Your Shipment': 'تتبع شحنتك',
  'Enter your tracking number, air waybill or bill of lading number to see the latest status of your cargo: pickup, departure, transit hubs, customs clearance and delivery.':
    'أدخل رقم التتبع أو رقم بوليصة الشحن الجوي أو بوليصة الشحن البحري لمعرفة آخر حالة لشحنتك: الاستلام، والمغادرة، ومراكز العبور، والتخليص الجمركي، والتسليم.',
  'Tracking numbers are shown on your booking confirmation and invoice. If you cannot find yours, or your shipment has not updated in the last 24 hours, contact our operations team at any time.':
    'تجد رقم التتبع في تأكيد الحجز وفي الفاتورة. إذا لم تجد رقمك، أو لم تُحدَّث حالة شحنتك خلال آخر 24 ساعة، فتواصل مع فريق العمليات لدينا في أي وقت.',
  'Press conference at our headquarters': 'مؤتمر صحفي في مقرنا الرئيسي',
  'New weekly air charter between Sharjah and Shanghai':
    'رحلة شحن جوي مستأجرة أسبوعياً بين الشارقة وشنغهاي',
  'We have launched a dedicated weekly freighter service between Sharjah International Airport and Shanghai Pudong, adding 100 tonnes of guaranteed capacity each week for e-commerce and electronics customers.':
    'أطلقنا خدمة أسبوعية مخصصة بطائرة شحن بين مطار الشارقة الدولي ومطار شنغهاي بودونغ، تضيف 100 طن من السعة المضمونة كل أسبوع لعملاء التجارة الإلكترونية وقطاع الإلكترونيات.',
  'Solar roof completed at our SAIF Zone warehouse':
    'اكتمال منظومة الطاقة الشمسية على سطح مستودعنا في سيف زون',
  'Our main warehouse in the Sharjah Airport International Free Zone now runs on a 1.2 MW rooftop solar installation, a major step toward 100% renewable energy in our warehouses by 2030.':
    'أصبح مستودعنا الرئيسي في المنطقة الحرة لمطار الشارقة الدولي يعمل بمنظومة طاقة شمسية على السطح بقدرة 1.2 ميجاواط، في خطوة كبيرة نحو تشغيل مستودعاتنا بالطاقة المتجددة بنسبة 100% بحلول عام 2030.',
  'Gulf Bridge Freight opens office in Mumbai': 'جلف بريدج للشحن تفتتح مكتباً في مومباي',
  'Our new branch in Mumbai brings ocean and air freight experts closer to customers in India, with direct services to the UAE, the GCC and Europe.':
    'يقرّب فرعنا الجديد في مومباي خبراء الشحن البحري والجوي من عملائنا في الهند، مع خدمات مباشرة إلى الإمارات ودول مجلس التعاون الخليجي وأوروبا.',
  'Freighter loading at Sharjah airport': 'تحميل طائرة شحن في مطار الشارقة',
  'Containers at Khalifa Port': 'حاويات في ميناء خليفة',
  'Team at the warehouse opening': 'الفريق خلال افتتاح المستودع',

  // ---------------------------------------------------------------------------------------------
  // Services overview page (company.ts)
  // ---------------------------------------------------------------------------------------------
  'Our Services': 'خدماتنا',
  'Air, sea, road and rail freight, customs and warehousing under one roof':
    'الشحن الجوي والبحري والبري وبالسكك الحديدية والتخليص الجمركي والتخزين تحت سقف واحد',
  'Containers stacked at a terminal': 'حاويات مكدّسة في محطة',

  // ---------------------------------------------------------------------------------------------
  // Service pages (service-pages.ts): air freight
  // ---------------------------------------------------------------------------------------------
  'Air Freight Services': 'خدمات الشحن الجوي',
  'Fast, secure and reliable air cargo to every major airport in the world':
    'شحن جوي سريع وآمن وموثوق إلى جميع المطارات الرئيسية في العالم',
  'When Time Matters Most': 'عندما يكون الوقت هو الأهم',
  'From our base at Sharjah International Airport we book space with leading airlines and charter operators every day. Transit times run from 24 to 72 hours door to door, with express options for the most urgent cargo.':
    'من مقرنا في مطار الشارقة الدولي نحجز المساحات يومياً لدى كبرى شركات الطيران ومشغّلي رحلات الشحن المستأجرة. تتراوح مدة العبور من الباب إلى الباب بين 24 و72 ساعة، مع خيارات سريعة للشحنات الأكثر استعجالاً.',
  '24-72 hours': '24-72 ساعة',
  'typical air transit time': 'مدة العبور الجوي المعتادة',
  '24-48 hours': '24-48 ساعة',
  'express delivery': 'للتوصيل السريع',
  '3-5 days': '3-5 أيام',
  'economy service': 'للخدمة الاقتصادية',
  'Track Your Air Shipment': 'تتبع شحنتك الجوية',
  'Enter your air waybill or tracking number.': 'أدخل رقم بوليصة الشحن الجوي أو رقم التتبع.',
  // The number is isolated left to right (U+2066…U+2069): its groups would swap in Arabic text.
  'e.g. 176-12345675': 'مثال: \u2066176-12345675\u2069',
  Track: 'تتبع',
  'Our Air Freight Solutions': 'حلول الشحن الجوي لدينا',
  'Options for every deadline, budget and type of cargo':
    'خيارات تناسب كل موعد وميزانية ونوع من البضائع',
  'Express Air Freight': 'الشحن الجوي السريع',
  'Next-flight-out and time-definite delivery for urgent cargo.':
    'الشحن على أول رحلة متاحة والتسليم في موعد محدد للشحنات العاجلة.',
  'Consolidated Air Freight': 'الشحن الجوي المجمّع',
  'Share space with other shippers and pay only for what you use.':
    'شارك المساحة مع شاحنين آخرين وادفع فقط مقابل ما تستخدمه.',
  'Charter Services': 'خدمات الطائرات المستأجرة',
  'Full or part aircraft charters for oversized or time-critical loads.':
    'استئجار طائرة كاملة أو جزء منها للحمولات الضخمة أو الشحنات المرتبطة بمواعيد حرجة.',
  'Dangerous Goods': 'البضائع الخطرة',
  'IATA-certified handling and documentation of hazardous materials.':
    'مناولة المواد الخطرة وتوثيقها وفق شهادات الاتحاد الدولي للنقل الجوي (IATA).',
  'Perishable Cargo': 'البضائع سريعة التلف',
  'Temperature-controlled chains for food, flowers and pharmaceuticals.':
    'سلاسل نقل محكومة الحرارة للأغذية والزهور والمستحضرات الدوائية.',
  'Door-to-Door Delivery': 'التوصيل من الباب إلى الباب',
  'Pickup, flight, customs and final delivery handled by one team.':
    'الاستلام والرحلة والجمارك والتسليم النهائي يتولاها فريق واحد.',
  'Why Choose Our Air Freight': 'لماذا تختار الشحن الجوي لدينا',
  'Global Network': 'شبكة عالمية',
  'Direct and connecting services to over 150 countries.':
    'رحلات مباشرة وأخرى عبر محطات ربط إلى أكثر من 150 دولة.',
  'Guaranteed Capacity': 'سعة مضمونة',
  'Block space agreements that keep your cargo flying in peak season.':
    'اتفاقيات حجز مساحات ثابتة تضمن شحن بضائعك جواً حتى في مواسم الذروة.',
  'Real-Time Tracking': 'تتبع لحظي',
  'Milestone updates from pickup to proof of delivery.':
    'تحديثات عند كل مرحلة، من الاستلام حتى إثبات التسليم.',
  'Customs Expertise': 'خبرة جمركية',
  'In-house brokers who clear your cargo before it lands.':
    'مخلّصون جمركيون من فريقنا يُنهون إجراءات شحنتك قبل هبوطها.',
  'Competitive Rates': 'أسعار تنافسية',
  'Contract and spot rates from the airlines we book every day.':
    'أسعار تعاقدية وفورية من شركات الطيران التي نحجز لديها يومياً.',
  '24/7 Support': 'دعم 24/7',
  'An operations team that never closes, whatever your time zone.':
    'فريق عمليات لا يتوقف، أياً كانت منطقتك الزمنية.',
  'Choose Your Service Level': 'اختر مستوى الخدمة',
  Express: 'سريع',
  'For shipments that cannot wait. We book the next available flight and deliver door to door within 24-48 hours to most destinations.':
    'للشحنات التي لا تحتمل الانتظار. نحجز على أول رحلة متاحة ونوصل من الباب إلى الباب خلال 24-48 ساعة إلى معظم الوجهات.',
  'Priority boarding and handling': 'أولوية في التحميل والمناولة',
  'Time-definite delivery': 'تسليم في موعد محدد',
  'Dedicated shipment monitoring': 'متابعة مخصصة للشحنة',
  Economy: 'اقتصادي',
  'Economy Air Freight': 'الشحن الجوي الاقتصادي',
  'Consolidated air freight that costs less and still arrives fast: delivery within 3-5 days to major destinations.':
    'شحن جوي مجمّع بتكلفة أقل ووصول سريع: التسليم خلال 3-5 أيام إلى الوجهات الرئيسية.',
  'Lower rates through consolidation': 'أسعار أقل بفضل تجميع الشحنات',
  'Scheduled weekly departures': 'رحلات أسبوعية مجدولة',
  'Ideal for regular replenishment': 'مثالي لإعادة تزويد المخزون بانتظام',
  Perishable: 'سريع التلف',
  'An unbroken cold chain for fresh food, flowers and pharmaceuticals, with temperature monitoring from origin to destination.':
    'سلسلة تبريد متصلة للأغذية الطازجة والزهور والمستحضرات الدوائية، مع مراقبة درجة الحرارة من بلد المنشأ حتى الوجهة.',
  'Temperature-controlled storage at origin and destination':
    'تخزين محكوم الحرارة في بلد المنشأ والوجهة',
  'Priority ramp handling': 'أولوية المناولة على ساحة المطار',
  'Temperature logs for every shipment': 'سجلات حرارة لكل شحنة',
  'Ready to Ship by Air?': 'هل أنت مستعد للشحن جواً؟',
  'Tell us what you are shipping and where, and we will send a tailored quote within 24 hours.':
    'أخبرنا بما تشحنه وإلى أين، وسنرسل إليك عرض سعر مخصصاً خلال 24 ساعة.',
  'Contact Us': 'تواصل معنا',

  // Sea freight
  'Sea Freight Services': 'خدمات الشحن البحري',
  'Cost-effective ocean shipping for cargo of every size': 'شحن بحري اقتصادي للبضائع بجميع أحجامها',
  'Connecting the Gulf to Every Major Port': 'نربط الخليج بجميع الموانئ الرئيسية',
  'We ship full and shared containers, bulk and project cargo through Jebel Ali, Khalifa Port, Khor Fakkan and the world’s main hubs, with weekly sailings on every major trade lane.':
    'نشحن الحاويات الكاملة والمشتركة والبضائع السائبة وشحنات المشاريع عبر جبل علي وميناء خليفة وخورفكان وأهم المحاور العالمية، مع رحلات أسبوعية على جميع خطوط التجارة الرئيسية.',
  'Our Sea Freight Services': 'خدمات الشحن البحري لدينا',
  'Full Container Load (FCL)': 'حاوية كاملة (FCL)',
  'Exclusive 20ft, 40ft and high-cube containers for your cargo.':
    'حاويات مخصصة لبضائعك وحدها: 20 قدماً و40 قدماً وحاويات عالية (High Cube).',
  'Less than Container Load (LCL)': 'شحنة جزئية (LCL)',
  'Pay for the space you use in a shared container.':
    'ادفع مقابل المساحة التي تشغلها في حاوية مشتركة.',
  'Bulk Shipping': 'شحن البضائع السائبة',
  'Dry and liquid bulk for commodities and raw materials.':
    'بضائع سائبة جافة وسائلة للسلع الأساسية والمواد الخام.',
  'Reefer Containers': 'الحاويات المبرّدة',
  'Temperature-controlled containers for perishables.':
    'حاويات محكومة الحرارة للبضائع سريعة التلف.',
  'Project Cargo': 'شحنات المشاريع',
  'Breakbulk and out-of-gauge cargo with engineered lifting plans.':
    'بضائع عامة غير معبأة في حاويات وشحنات تتجاوز الأبعاد القياسية، مع خطط رفع هندسية.',
  'Port-to-Door Delivery': 'التوصيل من الميناء إلى الباب',
  'Customs clearance and inland delivery to your door.':
    'التخليص الجمركي والنقل البري حتى باب منشأتك.',
  'Why Choose Our Sea Freight': 'لماذا تختار الشحن البحري لدينا',
  'Carrier Partnerships': 'شراكات مع الخطوط الملاحية',
  'Contracts with leading ocean carriers secure space and rates.':
    'عقودنا مع كبرى الخطوط الملاحية تضمن المساحة والأسعار.',
  'Flexible Options': 'خيارات مرنة',
  'FCL, LCL, bulk and special equipment in one booking.':
    'حاويات كاملة (FCL) وشحنات جزئية (LCL) وبضائع سائبة ومعدات خاصة في حجز واحد.',
  'Full Visibility': 'رؤية كاملة',
  'Vessel and container tracking from gate-in to delivery.':
    'تتبع السفينة والحاوية من دخول بوابة الميناء حتى التسليم.',
  'Cost Efficiency': 'كفاءة في التكلفة',
  'The lowest cost per kilo for large and heavy shipments.':
    'أقل تكلفة للكيلوغرام للشحنات الكبيرة والثقيلة.',
  'Shipping Options': 'خيارات الشحن',
  FCL: 'حاوية كاملة (FCL)',
  'Full Container Load': 'حمولة حاوية كاملة',
  'A container all to yourself: sealed at origin, opened at destination, fewer touches and faster transit.':
    'حاوية لك وحدك: تُختم في بلد المنشأ ولا تُفتح إلا في الوجهة، مناولة أقل وعبور أسرع.',
  '20ft, 40ft and 40ft high-cube': 'حاويات 20 قدماً و40 قدماً و40 قدماً عالية (High Cube)',
  'Fixed weekly departures': 'رحلات أسبوعية ثابتة',
  'Best value above 15 cubic metres': 'الخيار الأوفر للشحنات التي تتجاوز 15 متراً مكعباً',
  LCL: 'شحنة جزئية (LCL)',
  'Less than Container Load': 'شحن جزئي في حاوية مشتركة',
  'Consolidated shipping for smaller volumes. Your cargo shares a container and you pay only for its space.':
    'شحن مجمّع للكميات الصغيرة: تتشارك بضائعك الحاوية مع غيرها، وتدفع فقط مقابل المساحة التي تشغلها.',
  'No minimum volume': 'لا حد أدنى للحجم',
  'Weekly consolidation services': 'خدمات تجميع أسبوعية',
  'Warehouse receiving at origin': 'استلام البضائع في مستودع بلد المنشأ',
  Bulk: 'بضائع سائبة',
  'Bulk Cargo': 'البضائع السائبة',
  'Chartered and parcel space for grain, minerals, fertilisers, steel and other bulk commodities.':
    'سفن مستأجرة ومساحات جزئية لشحن الحبوب والمعادن والأسمدة والحديد وغيرها من السلع السائبة.',
  'Dry and liquid bulk': 'بضائع سائبة جافة وسائلة',
  'Vessel chartering': 'استئجار السفن',
  'Port and stevedoring coordination': 'التنسيق مع الموانئ وأعمال الشحن والتفريغ',
  Special: 'معدات خاصة',
  'Special Equipment': 'المعدات الخاصة',
  'Flat racks, open tops and reefers for cargo that does not fit a standard box.':
    'حاويات مسطحة ومفتوحة السقف ومبرّدة للبضائع التي لا تتسع لها الحاوية القياسية.',
  'Out-of-gauge and heavy lifts': 'شحنات تتجاوز الأبعاد القياسية ورفع الأحمال الثقيلة',
  'Temperature-controlled reefers': 'حاويات مبرّدة محكومة الحرارة',
  'Lashing and securing surveys': 'معاينات ربط الحمولة وتثبيتها',
  'Ready to Ship by Sea?': 'هل أنت مستعد للشحن بحراً؟',

  // Road transport
  'Road Freight Services': 'خدمات الشحن البري',
  'Door-to-door trucking across the UAE, the GCC and beyond':
    'نقل بالشاحنات من الباب إلى الباب في الإمارات ودول مجلس التعاون الخليجي وما بعدها',
  'Overland, On Time': 'براً، وفي الموعد',
  'Our own fleet and vetted partners run daily services across the Emirates and scheduled cross-border routes to Saudi Arabia, Oman, Qatar, Bahrain, Kuwait, Jordan and Iraq.':
    'يشغّل أسطولنا الخاص وشركاؤنا المعتمدون خدمات يومية في جميع أنحاء الإمارات، ومسارات مجدولة عابرة للحدود إلى السعودية وعُمان وقطر والبحرين والكويت والأردن والعراق.',
  'Track Your Road Shipment': 'تتبع شحنتك البرية',
  'Enter your consignment or tracking number.': 'أدخل رقم الإرسالية أو رقم التتبع.',
  'e.g. GBF-RD-204518': 'مثال: GBF-RD-204518',
  'Our Road Freight Services': 'خدمات الشحن البري لدينا',
  'Full Truckload (FTL)': 'شاحنة كاملة (FTL)',
  'A dedicated truck for your cargo, direct from pickup to delivery.':
    'شاحنة مخصصة لبضائعك، مباشرة من نقطة الاستلام حتى التسليم.',
  'Less than Truckload (LTL)': 'حمولة جزئية (LTL)',
  'Share a truck and pay for the pallets you ship.':
    'شارك الشاحنة مع غيرك وادفع فقط مقابل المنصات التي تشحنها.',
  'Cross-Border Trucking': 'النقل البري عبر الحدود',
  'GCC and Levant routes with customs handled at every border.':
    'مسارات إلى دول الخليج وبلاد الشام مع إنجاز الإجراءات الجمركية في كل منفذ حدودي.',
  'Express Delivery': 'التوصيل السريع',
  'Same-day and next-day services within the UAE.':
    'خدمات التوصيل في اليوم نفسه أو في اليوم التالي داخل الإمارات.',
  'Temperature-Controlled Transport': 'النقل المبرّد',
  'Chilled and frozen trucks with continuous monitoring.': 'شاحنات مبرّدة ومجمّدة مع مراقبة مستمرة.',
  'Heavy Haulage': 'نقل الأحمال الثقيلة',
  'Low-bed and extendable trailers for oversized loads.':
    'مقطورات منخفضة وقابلة للتمديد للحمولات الضخمة.',
  'Last-Mile Distribution': 'توزيع الميل الأخير',
  'Scheduled deliveries to stores, sites and homes.':
    'توصيلات مجدولة إلى المتاجر ومواقع العمل والمنازل.',
  'Why Choose Our Road Freight': 'لماذا تختار الشحن البري لدينا',
  'Modern Fleet': 'أسطول حديث',
  'Well-maintained trucks with GPS tracking on every vehicle.':
    'شاحنات تخضع لصيانة منتظمة، مزودة بنظام تتبع GPS في كل مركبة.',
  'Trained Drivers': 'سائقون مدرَّبون',
  'Experienced, safety-certified drivers who know the region.':
    'سائقون ذوو خبرة وحاصلون على شهادات السلامة ويعرفون المنطقة جيداً.',
  'Border Expertise': 'خبرة في المنافذ الحدودية',
  'Pre-cleared paperwork that keeps trucks moving at the border.':
    'مستندات مُنجزة مسبقاً تُبقي الشاحنات في حركة مستمرة عند الحدود.',
  'Live Tracking': 'تتبع مباشر',
  'Know where your truck is at every moment.': 'اعرف موقع شاحنتك في كل لحظة.',
  'Safety First': 'السلامة أولاً',
  'Strict load securing and insurance options for every shipment.':
    'تثبيت صارم للحمولة وخيارات تأمين لكل شحنة.',
  'Road Freight Options': 'خيارات الشحن البري',
  Domestic: 'محلي',
  'Domestic Transport': 'النقل المحلي',
  'Daily collection and delivery across all seven Emirates, from a single parcel to a full truck.':
    'استلام وتوصيل يومي في الإمارات السبع كافة، من طرد واحد إلى شاحنة كاملة.',
  'Same-day and next-day options': 'خيارات التوصيل في اليوم نفسه أو في اليوم التالي',
  'Scheduled milk runs': 'جولات تجميع مجدولة',
  'Proof of delivery by app': 'إثبات التسليم عبر التطبيق',
  International: 'دولي',
  'International Transport': 'النقل الدولي',
  'Scheduled cross-border services across the GCC, Jordan and Iraq with customs handled for you.':
    'خدمات مجدولة عابرة للحدود إلى دول الخليج والأردن والعراق، ونتولى عنك الإجراءات الجمركية.',
  'TIR and transit documents': 'دفاتر النقل البري الدولي (TIR) ومستندات العبور',
  'Bonded trucks': 'شاحنات بضمان جمركي',
  'Border status updates': 'تحديثات عن الوضع في المنافذ الحدودية',
  'Express Road Freight': 'الشحن البري السريع',
  'Dedicated vehicles leave as soon as your cargo is loaded, with no stops on the way.':
    'تنطلق المركبة المخصصة فور تحميل بضائعك، دون توقف على الطريق.',
  'Dedicated vehicle': 'مركبة مخصصة',
  'Two-driver teams for long routes': 'سائقان لكل شاحنة في المسافات الطويلة',
  'Cold Chain': 'سلسلة التبريد',
  'Cold Chain Transport': 'النقل بسلسلة التبريد',
  'Chilled and frozen transport from -25°C to +25°C for food, pharmaceuticals and chemicals.':
    'نقل مبرّد ومجمّد من -25°C إلى +25°C للأغذية والمستحضرات الدوائية والمواد الكيميائية.',
  'Multi-temperature trucks': 'شاحنات متعددة درجات الحرارة',
  'Continuous temperature logging': 'تسجيل مستمر لدرجات الحرارة',
  'GDP-compliant handling': 'مناولة وفق ممارسات التوزيع الجيدة (GDP)',
  'Ready to Ship by Road?': 'هل أنت مستعد للشحن براً؟',

  // Rail solutions
  'Rail Freight Solutions': 'حلول الشحن بالسكك الحديدية',
  'Sustainable, high-capacity transport for long distances':
    'نقل مستدام عالي السعة للمسافات الطويلة',
  'fewer emissions than road transport': 'انبعاثات أقل من النقل البري',
  'Why Rail Freight?': 'لماذا الشحن بالسكك الحديدية؟',
  'Rail moves large volumes over long distances at a steady, predictable pace. A single train replaces dozens of trucks, with 75% fewer emissions than road transport.':
    'تنقل السكك الحديدية كميات كبيرة لمسافات طويلة بوتيرة ثابتة يمكن التنبؤ بها. فقطار واحد يحل محل عشرات الشاحنات، بانبعاثات أقل بنسبة 75% من النقل البري.',
  'High capacity per departure': 'سعة عالية في كل رحلة',
  'Predictable schedules': 'جداول زمنية منتظمة',
  'Lower cost over long distances': 'تكلفة أقل للمسافات الطويلة',
  'Intermodal Solutions': 'حلول النقل متعدد الوسائط',
  'We combine rail with sea and road: containers move from port to rail terminal and on to your door by truck, under one booking and one bill of lading.':
    'نجمع بين السكك الحديدية والنقل البحري والبري: تنتقل الحاويات من الميناء إلى محطة القطارات ثم إلى بابك بالشاحنة، بحجز واحد وبوليصة شحن واحدة.',
  'Port-rail-road connections': 'ربط متكامل بين الموانئ والسكك الحديدية والطرق',
  'Container and swap-body transport': 'نقل الحاويات والصناديق القابلة للتبديل',
  'One point of contact': 'جهة تواصل واحدة',
  'Our Rail Corridors': 'ممرات السكك الحديدية لدينا',
  'We book rail services along the Etihad Rail network in the UAE, the China-Europe land bridge and the main corridors of India and North America.':
    'نحجز خدمات الشحن بالقطارات على شبكة قطارات الاتحاد في الإمارات، والجسر البري بين الصين وأوروبا، والممرات الرئيسية في الهند وأمريكا الشمالية.',
  'Sustainability on Track': 'الاستدامة على المسار الصحيح',
  'Shifting cargo from road to rail is one of the fastest ways to cut the carbon footprint of a supply chain. We report the emissions saved on every rail shipment.':
    'يُعد نقل البضائع من الطرق إلى السكك الحديدية من أسرع السبل لخفض البصمة الكربونية لسلسلة الإمداد، ونوثّق حجم الانبعاثات التي تم تفاديها في كل شحنة بالقطار.',
  'Move Your Cargo by Rail': 'انقل بضائعك بالقطار',

  // Customs clearance
  'Customs Clearance Services': 'خدمات التخليص الجمركي',
  'Fast, compliant clearance so your cargo never waits at the border':
    'تخليص سريع ومتوافق مع الأنظمة حتى لا تنتظر بضائعك عند الحدود',
  'Licensed Customs Brokers': 'مخلّصون جمركيون مرخّصون',
  'Our licensed brokers clear imports, exports and transit shipments in all UAE ports and airports, and coordinate clearance with our partners worldwide.':
    'يتولى مخلّصونا المرخّصون تخليص الواردات والصادرات وشحنات العبور في جميع موانئ الإمارات ومطاراتها، وينسّقون إجراءات التخليص مع شركائنا حول العالم.',
  '1-3 business days': '1-3 أيام عمل',
  'typical clearance time': 'مدة التخليص المعتادة',
  'Benefits of Our Customs Services': 'مزايا خدماتنا الجمركية',
  'Faster Clearance': 'تخليص أسرع',
  'Pre-arrival filing gets your cargo released sooner.':
    'تقديم البيان الجمركي قبل الوصول يُسرّع الإفراج عن بضائعك.',
  'Full Compliance': 'امتثال تام',
  'Accurate classification and valuation avoid penalties and delays.':
    'التصنيف والتقييم الدقيقان يجنّبانك الغرامات والتأخير.',
  'Lower Costs': 'تكاليف أقل',
  'We apply free zone, FTA and duty relief schemes where they fit.':
    'نستفيد من مزايا المناطق الحرة واتفاقيات التجارة الحرة وبرامج الإعفاء من الرسوم حيثما أمكن.',
  'Peace of Mind': 'راحة البال',
  'One team handles documents, inspections and payments.':
    'فريق واحد يتولى المستندات والمعاينات والمدفوعات.',
  'Our Customs Services': 'خدماتنا الجمركية',
  'Import Clearance': 'تخليص الواردات',
  'Declarations, duty payment and release at every UAE port of entry.':
    'البيانات الجمركية وسداد الرسوم والإفراج في جميع منافذ الدخول في الإمارات.',
  'Export Clearance': 'تخليص الصادرات',
  'Export declarations, certificates of origin and legalisation.':
    'بيانات التصدير وشهادات المنشأ والتصديق.',
  'Tariff Classification': 'التصنيف الجمركي',
  'HS code classification and binding rulings.':
    'تصنيف البضائع وفق رموز النظام المنسق (HS) والقرارات المسبقة الملزمة.',
  'Free Zone and Transit': 'المناطق الحرة والعبور',
  'Movements between free zones, mainland and GCC transit.':
    'نقل البضائع بين المناطق الحرة والبر الرئيسي، والعبور عبر دول الخليج.',
  'Duty Drawback': 'استرداد الرسوم الجمركية',
  'Recovery of duties on re-exported goods.': 'استرداد الرسوم المدفوعة على البضائع المعاد تصديرها.',
  'Compliance Consulting': 'استشارات الامتثال',
  'Audits, permits and advice on regulated goods.':
    'التدقيق والتصاريح والاستشارات بشأن البضائع الخاضعة للرقابة.',
  'Frequently Asked Questions': 'الأسئلة الشائعة',
  'How long does customs clearance take?': 'كم يستغرق التخليص الجمركي؟',
  'Most shipments are cleared within 1-3 business days, provided the documents are complete. Pre-arrival filing can shorten this further.':
    'يتم تخليص معظم الشحنات خلال 1-3 أيام عمل، شريطة اكتمال المستندات. ويمكن لتقديم البيان قبل الوصول أن يختصر هذه المدة أكثر.',
  'What documents do I need for customs clearance?': 'ما المستندات المطلوبة للتخليص الجمركي؟',
  'Usually a commercial invoice, a packing list, the bill of lading or air waybill and a certificate of origin. Some goods also need permits or certificates; we tell you exactly what is required before shipping.':
    'عادةً فاتورة تجارية، وقائمة تعبئة، وبوليصة الشحن البحري أو بوليصة الشحن الجوي، وشهادة منشأ. وتحتاج بعض البضائع أيضاً إلى تصاريح أو شهادات؛ وسنخبرك بدقة بما هو مطلوب قبل الشحن.',
  'Can you clear goods into a free zone?': 'هل يمكنكم تخليص البضائع إلى منطقة حرة؟',
  'Yes. We clear goods into and out of all major UAE free zones, including the Sharjah Airport International Free Zone, and handle movements between free zones and the mainland.':
    'نعم. نخلّص البضائع دخولاً وخروجاً في جميع المناطق الحرة الرئيسية في الإمارات، ومنها المنطقة الحرة لمطار الشارقة الدولي، ونتولى نقلها بين المناطق الحرة والبر الرئيسي.',
  'Need Help with Customs?': 'هل تحتاج إلى مساعدة في الإجراءات الجمركية؟',

  // Warehousing
  'Warehousing & Distribution': 'التخزين والتوزيع',
  'Secure, flexible storage at the heart of the Gulf': 'تخزين آمن ومرن في قلب الخليج',
  'Storage That Works for You': 'تخزين مصمم لخدمتك',
  'Our bonded and general warehouses in the Sharjah Airport International Free Zone and partner sites across the region store, pick, pack and ship your goods on demand.':
    'تتولى مستودعاتنا الجمركية والعامة في المنطقة الحرة لمطار الشارقة الدولي ومواقع شركائنا في أنحاء المنطقة تخزين بضائعك وانتقاءها وتعبئتها وشحنها عند الطلب.',
  'Benefits of Our Warehousing': 'مزايا خدمات التخزين لدينا',
  'Strategic Location': 'موقع استراتيجي',
  'Minutes from Sharjah airport and close to the region’s main seaports.':
    'على بُعد دقائق من مطار الشارقة وبالقرب من أهم الموانئ البحرية في المنطقة.',
  'Flexible Space': 'مساحة مرنة',
  'Pay for the pallets you use, from short-term to long-term contracts.':
    'ادفع مقابل المنصات التي تستخدمها، بعقود قصيرة الأجل أو طويلة الأجل.',
  'Secure Storage': 'تخزين آمن',
  '24/7 CCTV, access control and fire protection.':
    'مراقبة بالكاميرات 24/7، وتحكم في الدخول، وأنظمة حماية من الحريق.',
  'Cost Savings': 'توفير في التكاليف',
  'Duty deferral in bonded storage and shared resources.':
    'تأجيل سداد الرسوم في المستودعات الجمركية، وموارد مشتركة.',
  'Warehouse Features': 'مزايا المستودعات',
  'Warehouse Management System': 'نظام إدارة المستودعات',
  'Real-time stock visibility through our online portal.':
    'متابعة لحظية للمخزون عبر بوابتنا الإلكترونية.',
  'Climate-Controlled Zones': 'مناطق محكومة المناخ',
  'Air-conditioned and cold rooms for sensitive goods.': 'غرف مكيّفة وغرف تبريد للبضائع الحساسة.',
  'Pick, Pack and Kitting': 'الانتقاء والتعبئة وتجهيز الأطقم',
  'Order fulfilment, labelling and value-added services.':
    'تجهيز الطلبات ووضع الملصقات وخدمات القيمة المضافة.',
  'Cross-Docking': 'المناولة المباشرة (Cross-Docking)',
  'Fast transfers between inbound and outbound transport.':
    'نقل سريع للبضائع بين وسائل النقل الواردة والصادرة.',
  'Bonded Storage': 'التخزين الجمركي',
  'Store goods duty-free until they are released or re-exported.':
    'خزّن بضائعك دون رسوم جمركية حتى الإفراج عنها أو إعادة تصديرها.',
  'Inventory Reporting': 'تقارير المخزون',
  'Scheduled reports and cycle counts you can rely on.':
    'تقارير مجدولة وجرد دوري يمكنك الاعتماد عليه.',
  'Our Facilities': 'مرافقنا',
  'A look inside our warehouses': 'نظرة من داخل مستودعاتنا',
  'High-bay racking': 'رفوف تخزين عالية',
  'Loading docks': 'أرصفة التحميل',
  'Climate-controlled zone': 'منطقة محكومة المناخ',
  'Pick and pack area': 'منطقة الانتقاء والتعبئة',
  'Need Storage Space?': 'هل تحتاج إلى مساحة تخزين؟',

  // E-commerce logistics
  'E-commerce Logistics': 'الخدمات اللوجستية للتجارة الإلكترونية',
  'Fulfilment and delivery that keep your online customers coming back':
    'تجهيز للطلبات وتوصيل يجعلان عملاءك على الإنترنت يعودون إليك دائماً',
  'From Click to Doorstep': 'من النقرة إلى باب العميل',
  'We store your products, pick and pack every order, ship it across the GCC and beyond, and handle returns, so you can focus on selling.':
    'نخزّن منتجاتك، وننتقي كل طلب ونعبّئه، ونشحنه في أنحاء دول الخليج وخارجها، ونتولى المرتجعات، لتتفرغ أنت للبيع.',
  'Benefits for Online Sellers': 'مزايا للبائعين عبر الإنترنت',
  'Faster Delivery': 'توصيل أسرع',
  'Next-day delivery across the UAE and 2-4 days across the GCC.':
    'توصيل في اليوم التالي داخل الإمارات، وخلال 2-4 أيام في دول الخليج.',
  'Scalable Operations': 'عمليات قابلة للتوسع',
  'Handle sales peaks without hiring or renting space.':
    'استوعب مواسم ذروة المبيعات دون توظيف إضافي أو استئجار مساحات.',
  'Shared warehousing and negotiated courier rates.':
    'تخزين مشترك وأسعار توصيل تفاوضنا عليها مع شركات البريد السريع.',
  'Happy Customers': 'عملاء سعداء',
  'Branded packaging, tracking links and easy returns.':
    'تغليف يحمل علامتك التجارية، وروابط تتبع، وإرجاع سهل.',
  'Our E-commerce Services': 'خدمات التجارة الإلكترونية لدينا',
  'Order Fulfilment': 'تجهيز الطلبات',
  'Pick, pack and ship within hours of each order.': 'انتقاء وتعبئة وشحن خلال ساعات من كل طلب.',
  'Marketplace Integration': 'الربط مع منصات البيع',
  'Connect your online store and marketplaces to our system.':
    'اربط متجرك الإلكتروني ومنصات البيع بنظامنا.',
  'Last-Mile Delivery': 'توصيل الميل الأخير',
  'Home delivery with cash on delivery and delivery slots.':
    'توصيل إلى المنازل مع خدمة الدفع عند الاستلام ومواعيد توصيل محددة.',
  'Returns Management': 'إدارة المرتجعات',
  'Collection, inspection and restocking of returns.':
    'استلام المرتجعات وفحصها وإعادتها إلى المخزون.',
  'Cross-Border E-commerce': 'التجارة الإلكترونية عبر الحدود',
  'Duty-paid delivery to customers in other countries.':
    'توصيل مع سداد الرسوم الجمركية مسبقاً إلى العملاء في الدول الأخرى.',
  'Inventory Management': 'إدارة المخزون',
  'Live stock levels and low-stock alerts.': 'مستويات المخزون لحظة بلحظة وتنبيهات عند انخفاضه.',
  'How It Works': 'كيف نعمل',
  'Connect Your Store': 'اربط متجرك',
  'Link your online store so orders flow to us automatically.':
    'اربط متجرك الإلكتروني لتصلنا الطلبات تلقائياً.',
  'Send Us Your Stock': 'أرسل إلينا مخزونك',
  'We receive, check and store your products in our warehouse.':
    'نستلم منتجاتك ونفحصها ونخزّنها في مستودعنا.',
  'We Pick and Pack': 'ننتقي ونعبّئ',
  'Every order is picked, packed and labelled the day it comes in.':
    'يُنتقى كل طلب ويُعبّأ ويوضع عليه الملصق في يوم وروده.',
  'Fast Delivery': 'توصيل سريع',
  'Your customers receive their orders quickly, with tracking at every step.':
    'يستلم عملاؤك طلباتهم بسرعة، مع إمكانية التتبع في كل خطوة.',
  'Grow Your Online Business': 'نمِّ تجارتك الإلكترونية',

  // ---------------------------------------------------------------------------------------------
  // Our story, leadership, network, sustainability (company.ts)
  // ---------------------------------------------------------------------------------------------
  'Our Logistics Legacy': 'إرثنا اللوجستي',
  'From a single truck to a network that spans continents':
    'من شاحنة واحدة إلى شبكة تمتد عبر القارات',
  'Early morning at the loading docks': 'الصباح الباكر عند أرصفة التحميل',
  'Our Mission': 'رسالتنا',
  'To make global trade simple for every business we serve: moving goods safely, on time and at a fair price, with people who answer the phone and technology that shows where every shipment is.':
    'أن نجعل التجارة العالمية بسيطة لكل منشأة نخدمها: ننقل البضائع بأمان وفي موعدها وبسعر عادل، مع فريق يردّ على الهاتف وتقنية تُظهر موقع كل شحنة.',
  'Our Journey': 'مسيرتنا',
  'Founded with a single truck': 'البداية بشاحنة واحدة',
  'Our founders started with a single truck and a promise to deliver on time, every time, for a handful of local traders.':
    'بدأ مؤسسونا بشاحنة واحدة ووعدٍ بالتسليم في الموعد في كل مرة، لعدد قليل من التجار المحليين.',
  'Full North American coverage': 'تغطية كاملة لأمريكا الشمالية',
  'A partner network and our Houston office brought full North American coverage, from Canada to Mexico.':
    'أتاحت لنا شبكة من الشركاء ومكتبنا في هيوستن تغطية كاملة لأمريكا الشمالية، من كندا إلى المكسيك.',
  'Launched our own logistics platform': 'إطلاق منصتنا اللوجستية الخاصة',
  'We launched our own logistics platform, giving every customer online quotes, bookings and live tracking.':
    'أطلقنا منصتنا اللوجستية الخاصة، لنمنح كل عميل عروض الأسعار والحجوزات والتتبع المباشر عبر الإنترنت.',
  'Operations in 30 countries': 'عمليات في 30 دولة',
  'With offices from London to Shanghai we now run operations in 30 countries and serve customers in many more.':
    'بمكاتب تمتد من لندن إلى شنغهاي، ندير اليوم عمليات في 30 دولة ونخدم عملاء في دول أخرى كثيرة.',
  'Our Core Values': 'قيمنا الأساسية',
  'The principles behind every shipment we handle': 'المبادئ التي توجّه كل شحنة نتولاها',
  Efficiency: 'الكفاءة',
  'Lean processes and smart routing that save our customers time and money.':
    'إجراءات مبسّطة وتخطيط ذكي للمسارات يوفّران على عملائنا الوقت والمال.',
  Reliability: 'الموثوقية',
  'We promise what we can deliver, and we deliver what we promise.':
    'لا نعد إلا بما نستطيع تنفيذه، وننفّذ كل ما نعد به.',
  Innovation: 'الابتكار',
  'Technology that gives real-time visibility and better decisions at every step.':
    'تقنية تمنح رؤية لحظية وقرارات أفضل في كل خطوة.',
  Partnership: 'الشراكة',
  'Long-term relationships with customers, carriers and communities.':
    'علاقات طويلة الأمد مع العملاء وشركات النقل والمجتمعات.',
  'Khalid Al Mazrouei': 'خالد المزروعي',
  'Chief Executive Officer': 'الرئيس التنفيذي',
  'Khalid has spent more than 25 years in freight forwarding across the Gulf. He leads the company’s strategy and its expansion into new trade lanes, and still visits the warehouse floor every week.':
    'أمضى خالد أكثر من 25 عاماً في مجال الشحن في منطقة الخليج. يقود استراتيجية الشركة وتوسّعها في خطوط تجارية جديدة، ولا يزال يزور أرض المستودع كل أسبوع.',
  'Portrait of Khalid Al Mazrouei': 'صورة خالد المزروعي',
  'Elena Petrova': 'إيلينا بتروفا',
  'Chief Operating Officer': 'الرئيسة التنفيذية للعمليات',
  'Elena runs day-to-day operations across all eight regions. A former airline cargo manager, she built the control tower that watches every shipment around the clock.':
    'تدير إيلينا العمليات اليومية في المناطق الثماني كافة. عملت سابقاً مديرةً للشحن في إحدى شركات الطيران، وأسّست برج التحكم الذي يراقب كل شحنة على مدار الساعة.',
  'Portrait of Elena Petrova': 'صورة إيلينا بتروفا',
  'Daniel Okafor': 'دانيال أوكافور',
  'Chief Technology Officer': 'الرئيس التنفيذي للتكنولوجيا',
  'Daniel leads the team behind our logistics platform, tracking and customer portal. He has built software for ports, carriers and e-commerce companies on three continents.':
    'يقود دانيال الفريق المسؤول عن منصتنا اللوجستية ونظام التتبع وبوابة العملاء، وقد طوّر برمجيات لموانئ وشركات نقل وشركات تجارة إلكترونية في ثلاث قارات.',
  'Portrait of Daniel Okafor': 'صورة دانيال أوكافور',
  'Aisha Rahman': 'عائشة رحمن',
  'Chief Financial Officer': 'الرئيسة التنفيذية للشؤون المالية',
  'Aisha oversees finance, risk and procurement. A chartered accountant, she keeps our pricing transparent and our growth sustainable.':
    'تشرف عائشة على الشؤون المالية وإدارة المخاطر والمشتريات. وهي محاسبة قانونية معتمدة، تحرص على شفافية أسعارنا واستدامة نموّنا.',
  'Portrait of Aisha Rahman': 'صورة عائشة رحمن',
  'Our Leadership': 'فريق القيادة',
  'The people who steer our company and our customers’ cargo':
    'الأشخاص الذين يقودون شركتنا ويرعون شحنات عملائنا',
  'Leadership team meeting': 'اجتماع فريق القيادة',
  'Meet the Executive Team': 'تعرّف على الفريق التنفيذي',
  'Decades of experience in aviation, shipping, technology and finance, united by one goal: making Gulf Bridge Freight the most dependable partner in global logistics.':
    'عقود من الخبرة في الطيران والشحن البحري والتكنولوجيا والمالية، يجمعها هدف واحد: أن تكون جلف بريدج للشحن الشريك الأكثر موثوقية في الخدمات اللوجستية العالمية.',
  'Our Global Network': 'شبكتنا العالمية',
  'Offices and partners wherever your cargo needs to go': 'مكاتب وشركاء أينما توجّهت بضائعك',
  'World map of shipping routes': 'خريطة العالم لمسارات الشحن',
  'Our Offices': 'مكاتبنا',
  'Our own teams in eight countries and a network of more than 500 partners put local experts at both ends of every shipment. Choose a region to see its office and contacts.':
    'فرقنا في ثماني دول وشبكة تضم أكثر من 500 شريك تضع خبراء محليين على طرفي كل شحنة. اختر منطقة للاطلاع على مكتبها وجهات الاتصال فيها.',
  'Sustainable Logistics for a Greener Future': 'خدمات لوجستية مستدامة لمستقبل أكثر اخضراراً',
  'Cutting emissions across every mode we operate, without cutting corners on service':
    'نخفض الانبعاثات في كل وسائل النقل التي نشغّلها، دون أي تنازل عن جودة الخدمة',
  'Electric delivery van charging at a depot': 'مركبة توصيل كهربائية قيد الشحن في المستودع',
  'Our Impact': 'أثرنا',
  'Our Sustainability Mission': 'رسالتنا في الاستدامة',
  'Freight moves the world, and it has a footprint. We are committed to shrinking ours: choosing cleaner modes, electrifying our fleets, powering our warehouses with renewable energy and helping customers measure and reduce the emissions of their supply chains.':
    'الشحن يحرّك العالم، وله أثره البيئي. ونحن ملتزمون بتقليص أثرنا: باختيار وسائل نقل أنظف، وتحويل أساطيلنا إلى الكهرباء، وتشغيل مستودعاتنا بالطاقة المتجددة، ومساعدة عملائنا على قياس انبعاثات سلاسل الإمداد لديهم وخفضها.',
  'Our 2030 Goals': 'أهدافنا لعام 2030',
  'less carbon emissions': 'خفض في انبعاثات الكربون',
  'Compared with our 2020 baseline, by 2030.': 'مقارنةً بمستويات عام 2020، بحلول عام 2030.',
  'renewable energy in warehouses': 'طاقة متجددة في المستودعات',
  'Solar roofs and green power contracts at every site by 2030.':
    'ألواح شمسية على الأسطح وعقود للطاقة النظيفة في كل موقع بحلول عام 2030.',
  'electric delivery fleet': 'من أسطول التوصيل كهربائي',
  'Last-mile vans and urban trucks running on electricity by 2030.':
    'مركبات الميل الأخير وشاحنات المدن تعمل بالكهرباء بحلول عام 2030.',
  'Our Green Initiatives': 'مبادراتنا الخضراء',
  'Practical steps we are taking today': 'خطوات عملية نتخذها اليوم',
  'Electric Fleet': 'أسطول كهربائي',
  'Replacing diesel delivery vans with electric vehicles, city by city.':
    'استبدال مركبات التوصيل العاملة بالديزل بمركبات كهربائية، مدينةً تلو الأخرى.',
  'Solar-Powered Warehouses': 'مستودعات تعمل بالطاقة الشمسية',
  'Rooftop solar and LED lighting across our storage and distribution centres.':
    'ألواح شمسية على الأسطح وإنارة LED في جميع مراكز التخزين والتوزيع لدينا.',
  'Route Optimization': 'تحسين المسارات',
  'Smarter routing and fuller loads that cut kilometres and fuel.':
    'مسارات أذكى وحمولات أكمل تقلّل المسافات المقطوعة واستهلاك الوقود.',
  'Rail and Sea Modal Shift': 'التحول إلى النقل بالسكك الحديدية والبحر',
  'Moving cargo from road and air to lower-emission rail and sea where time allows.':
    'نقل البضائع من الطرق والجو إلى السكك الحديدية والبحر الأقل انبعاثاً متى سمح الوقت.',
  'Recyclable Packaging': 'تغليف قابل لإعادة التدوير',
  'Reusable crates and recycled packing materials in our fulfilment operations.':
    'صناديق قابلة لإعادة الاستخدام ومواد تغليف معاد تدويرها في عمليات تجهيز الطلبات لدينا.',
  'Carbon Offsetting': 'تعويض الانبعاثات الكربونية',
  'Certified reforestation projects for the emissions we cannot yet avoid.':
    'مشاريع تشجير معتمدة لتعويض الانبعاثات التي لا يمكننا تجنّبها بعد.',
  'Our Impact So Far': 'أثرنا حتى الآن',
  'Measured results from our sustainability programme': 'نتائج مقيسة لبرنامج الاستدامة لدينا',
  'fuel efficiency': 'تحسّن في كفاءة استهلاك الوقود',
  'trees planted': 'شجرة مزروعة',
  'lower footprint': 'خفض في البصمة الكربونية',
  paperless: 'من المعاملات بلا ورق',
  'Partner with Us for a Greener Supply Chain': 'كن شريكنا نحو سلسلة إمداد أكثر استدامة',
  'Talk to our team about lower-emission shipping options, or read our full sustainability report.':
    'تحدّث إلى فريقنا عن خيارات الشحن الأقل انبعاثاً، أو اطّلع على تقرير الاستدامة الكامل.',
  'Read Our Report': 'اقرأ تقريرنا',

  // ---------------------------------------------------------------------------------------------
  // Careers, contact and quote pages (company.ts)
  // ---------------------------------------------------------------------------------------------
  'Build Your Career in Logistics': 'ابنِ مسيرتك المهنية في الخدمات اللوجستية',
  'Join a team that keeps global trade moving': 'انضم إلى فريق يحافظ على حركة التجارة العالمية',
  'Warehouse team at work': 'فريق المستودع أثناء العمل',
  'Explore Opportunities': 'استكشف الفرص',
  'Grow with Us': 'انمُ معنا',
  'At Gulf Bridge Freight you will work with people from more than 20 nationalities on cargo that crosses every continent. Whether you are starting out in a warehouse, planning routes or building our technology, we invest in your skills and give you room to grow.':
    'في جلف بريدج للشحن ستعمل مع زملاء من أكثر من 20 جنسية على شحنات تعبر جميع القارات. وسواء كنت تبدأ مسيرتك في أحد المستودعات، أو تخطط المسارات، أو تطوّر تقنياتنا، فإننا نستثمر في مهاراتك ونمنحك مساحة للنمو.',
  'Why Work With Us': 'لماذا تعمل معنا',
  'We take care of the people who take care of our customers': 'نهتم بمن يهتمون بعملائنا',
  'Competitive Salary': 'راتب تنافسي',
  'Pay that rewards skill and performance, reviewed every year.':
    'أجر يكافئ المهارة والأداء، ويُراجَع سنوياً.',
  'Health Insurance': 'تأمين صحي',
  'Comprehensive medical cover for you and your family.': 'تغطية طبية شاملة لك ولعائلتك.',
  'Career Growth': 'تطوّر مهني',
  'Clear paths to promotion and internal moves across eight countries.':
    'مسارات واضحة للترقية والانتقال الداخلي في ثماني دول.',
  'Flexible Schedules': 'مواعيد عمل مرنة',
  'Shift patterns and hybrid work that fit your life.': 'أنظمة مناوبات وعمل هجين تناسب حياتك.',
  'Company Vehicles': 'سيارات الشركة',
  'Vehicles for field and sales roles, maintained by us.':
    'سيارات للوظائف الميدانية ووظائف المبيعات، ونتولى صيانتها.',
  'Training Programs': 'برامج تدريبية',
  'Certified training in dangerous goods, customs, safety and leadership.':
    'تدريب معتمد في البضائع الخطرة والجمارك والسلامة والقيادة.',
  'Join Our Team': 'انضم إلى فريقنا',
  'Send us your details and resume, and our recruitment team will get back to you.':
    'أرسل إلينا بياناتك وسيرتك الذاتية، وسيتواصل معك فريق التوظيف لدينا.',
  'We are here to help': 'نحن هنا لمساعدتك',
  'Customer service desk': 'مكتب خدمة العملاء',
  'Get in Touch with Our Logistics Experts': 'تواصل مع خبرائنا في الخدمات اللوجستية',
  'Questions about a shipment, a quote or a new trade lane? Call, write or send the form and a specialist will answer within one business day.':
    'لديك سؤال عن شحنة أو عرض سعر أو خط تجاري جديد؟ اتصل بنا أو راسلنا أو أرسل النموذج، وسيردّ عليك أحد المختصين خلال يوم عمل واحد.',
  'Request Quote': 'طلب عرض سعر',
  'Thank you for your inquiry! We will be in touch shortly.': 'شكراً لاستفسارك! سنتواصل معك قريباً.',
  'Tell us about your cargo and we will find the best way to move it':
    'أخبرنا عن شحنتك وسنجد أفضل طريقة لنقلها',
  'Cargo being weighed and measured': 'وزن البضائع وقياس أبعادها',
  'Request a Freight Quote': 'اطلب عرض سعر للشحن',
  'Fields marked * are required. The more we know, the more accurate your quote.':
    'الحقول المميزة بعلامة * مطلوبة. وكلما زادت المعلومات التي تقدّمها، كان عرض السعر أدق.',
  'Thank You!': 'شكراً لك!',
  'Your quote request has been received. One of our logistics specialists will contact you within 24 hours.':
    'تم استلام طلب عرض السعر. سيتواصل معك أحد مختصي الخدمات اللوجستية لدينا خلال 24 ساعة.',
  'Submit Another Request': 'إرسال طلب آخر',

  // ---------------------------------------------------------------------------------------------
  // Demo shipments: origins, destinations, statuses, event locations (shipments.ts)
  // ---------------------------------------------------------------------------------------------
  'Dubai International Airport (DXB), UAE': 'مطار دبي الدولي (DXB)، الإمارات',
  'Frankfurt Airport (FRA), Germany': 'مطار فرانكفورت (FRA)، ألمانيا',
  'In transit': 'قيد النقل',
  'Al Quoz warehouse, Dubai': 'مستودع القوز، دبي',
  'Picked up': 'تم الاستلام',
  'Dubai Airport Freezone (DAFZ)': 'المنطقة الحرة لمطار دبي (DAFZ)',
  'Export customs cleared': 'تم التخليص الجمركي للتصدير',
  'Dubai International Airport (DXB)': 'مطار دبي الدولي (DXB)',
  'Loaded on flight EK 9901': 'تم التحميل على الرحلة EK 9901',
  'Frankfurt Airport (FRA)': 'مطار فرانكفورت (FRA)',
  'Arrived at destination airport': 'وصلت إلى مطار الوجهة',
  'Jebel Ali Port, Dubai, UAE': 'ميناء جبل علي، دبي، الإمارات',
  'Port of Mumbai (Nhava Sheva), India': 'ميناء مومباي (نهافا شيفا)، الهند',
  'On vessel': 'على متن السفينة',
  'Jebel Ali Free Zone, Dubai': 'المنطقة الحرة لجبل علي، دبي',
  'Container stuffed and sealed': 'تم تحميل الحاوية وختمها',
  'Jebel Ali Port, Terminal 3': 'ميناء جبل علي، المحطة 3',
  'Gated in at port': 'دخلت بوابة الميناء',
  'Loaded on vessel MSC Aurora, voyage 148E': 'تم التحميل على السفينة MSC Aurora، الرحلة 148E',
  'Arabian Gulf': 'الخليج العربي',
  'Departed port of loading': 'غادرت ميناء الشحن',
  'Gulf of Oman': 'خليج عُمان',
  'At sea, on schedule': 'في البحر، وفق الجدول المحدد',
  'Khalifa Industrial Zone (KEZAD), Abu Dhabi, UAE':
    'منطقة خليفة الصناعية (كيزاد)، أبوظبي، الإمارات',
  'Sharjah Airport Free Zone (SAIF Zone), UAE': 'المنطقة الحرة لمطار الشارقة (سيف زون)، الإمارات',
  Delivered: 'تم التسليم',
  'KEZAD, Abu Dhabi': 'كيزاد، أبوظبي',
  'Sheikh Mohammed Bin Zayed Road, Dubai': 'شارع الشيخ محمد بن زايد، دبي',
  'SAIF Zone, Sharjah': 'سيف زون، الشارقة',
  'Delivered, signed by the consignee': 'تم التسليم ووقّع المستلم',
} as const satisfies Record<string, string>

/** English text → Arabic text, for every visitor-facing text of the seed. */
export const ARABIC_TRANSLATIONS: Readonly<Record<string, string>> = translations
