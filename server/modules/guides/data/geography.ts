/**
 * Deterministic geography dataset loaded by the seed generator, and by the guides module, which
 * builds its guides from it at run time (so it lives here: the server never imports seed/).
 *
 * Destinations are what the marketplace browses and sells (states, regions, countries, and a few
 * hill towns/cities that travellers search for by name). Each destination lists the cities a trip
 * visits, and each city lists real landmarks. City slugs are globally unique across the dataset.
 *
 * Ordering: India first, then international; within each, by popularity (descending).
 */

export type DestinationType = "india" | "international";
export type DestinationKind =
  | "state"
  | "union_territory"
  | "region"
  | "country"
  | "island_group"
  | "city";
export type LandmarkKind =
  | "beach"
  | "fort"
  | "palace"
  | "temple"
  | "church"
  | "mosque"
  | "monastery"
  | "museum"
  | "viewpoint"
  | "lake"
  | "waterfall"
  | "national_park"
  | "wildlife"
  | "market"
  | "garden"
  | "monument"
  | "island"
  | "trek"
  | "backwaters"
  | "hill"
  | "desert"
  | "valley"
  | "cave"
  | "street"
  | "landmark";

export interface LandmarkSeed {
  name: string;
  kind: LandmarkKind;
  description: string;
}

export interface CitySeed {
  slug: string;
  name: string;
  description: string;
  lat: number;
  lng: number;
  landmarks: LandmarkSeed[];
}

export interface DestinationSeed {
  /** kebab-case, unique across destinations */
  slug: string;
  /** display name */
  name: string;
  type: DestinationType;
  kind: DestinationKind;
  /** navigation group (see INDIA_REGIONS / INTERNATIONAL_REGIONS) */
  region: string;
  /** true when packages are sold; false for guide-only places */
  hasPackage: boolean;
  /** at most 80 characters */
  tagline: string;
  /** two or three factual sentences */
  description: string;
  /** months 1..12 */
  bestMonths: number[];
  idealDays: { min: number; max: number };
  /** ISO 4217 */
  currency: string;
  /** sky, land/sea, accent (#rrggbb) for generated artwork */
  palette: [string, string, string];
  /** 1..100, popularity with Indian travellers */
  popularity: number;
  cities: CitySeed[];
}

export const INDIA_REGIONS = [
  "North India",
  "South India",
  "East & North-East India",
  "West India",
  "Central India",
] as const;

export const INTERNATIONAL_REGIONS = [
  "Southeast Asia",
  "South Asia",
  "Middle East",
  "Europe",
  "East Asia",
  "Africa",
  "Oceania",
  "Americas",
  "Central Asia",
] as const;

export const GEOGRAPHY: readonly DestinationSeed[] = [
  // ───────────────────────────── India ─────────────────────────────
  {
    slug: "goa",
    name: "Goa",
    type: "india",
    kind: "state",
    region: "West India",
    hasPackage: true,
    tagline: "Portuguese churches, spice farms and a beach for every mood",
    description:
      "Goa, India's smallest state by area, lies on the Konkan coast and was a Portuguese colony until 1961. North Goa is known for lively beaches, markets and nightlife, while South Goa has quieter, longer stretches of sand. The UNESCO-listed churches of Old Goa and the pastel Latin Quarter of Panaji reflect its Indo-Portuguese heritage.",
    bestMonths: [1, 2, 3, 11, 12],
    idealDays: { min: 3, max: 5 },
    currency: "INR",
    palette: ["#48cae4", "#0077b6", "#ffb703"],
    popularity: 97,
    cities: [
      {
        slug: "panaji",
        name: "Panaji",
        description:
          "Goa's compact capital on the Mandovi River, with a Latin Quarter of pastel Portuguese-era houses.",
        lat: 15.5,
        lng: 73.83,
        landmarks: [
          {
            name: "Fontainhas",
            kind: "street",
            description:
              "The Latin Quarter, a maze of narrow lanes and colourful Portuguese-style homes with tiled roofs.",
          },
          {
            name: "Our Lady of the Immaculate Conception Church",
            kind: "church",
            description:
              "A whitewashed 16th-century church with a grand zig-zag staircase above the main square.",
          },
          {
            name: "Miramar Beach",
            kind: "beach",
            description:
              "City beach where the Mandovi meets the Arabian Sea, popular for evening walks.",
          },
        ],
      },
      {
        slug: "old-goa",
        name: "Old Goa",
        description:
          "The former Portuguese capital, whose churches and convents form a UNESCO World Heritage Site.",
        lat: 15.5,
        lng: 73.91,
        landmarks: [
          {
            name: "Basilica of Bom Jesus",
            kind: "church",
            description: "Baroque basilica that holds the mortal remains of St Francis Xavier.",
          },
          {
            name: "Se Cathedral",
            kind: "church",
            description:
              "One of the largest churches in Asia, dedicated to St Catherine and home to the Golden Bell.",
          },
          {
            name: "Church of St. Cajetan",
            kind: "church",
            description: "A 17th-century church modelled on St Peter's Basilica in Rome.",
          },
        ],
      },
      {
        slug: "anjuna",
        name: "Anjuna",
        description:
          "A North Goa village known for its weekly flea market, rocky shoreline and beach shacks.",
        lat: 15.58,
        lng: 73.74,
        landmarks: [
          {
            name: "Anjuna Flea Market",
            kind: "market",
            description:
              "A Wednesday market selling clothes, crafts and jewellery, running since the hippie era of the 1960s.",
          },
          {
            name: "Anjuna Beach",
            kind: "beach",
            description: "A rocky-edged beach lined with shacks and cafés, busy at sunset.",
          },
          {
            name: "Chapora Fort",
            kind: "fort",
            description:
              "Hilltop laterite fort above Vagator with views over the Chapora River estuary.",
          },
        ],
      },
      {
        slug: "palolem",
        name: "Palolem",
        description:
          "A crescent-shaped bay in South Goa with calm water, palm groves and beach huts.",
        lat: 15.01,
        lng: 74.02,
        landmarks: [
          {
            name: "Palolem Beach",
            kind: "beach",
            description:
              "A sheltered, palm-fringed crescent of sand suited to swimming and kayaking.",
          },
          {
            name: "Cabo de Rama Fort",
            kind: "fort",
            description: "Clifftop fort with a small chapel and sweeping views of the Arabian Sea.",
          },
          {
            name: "Cotigao Wildlife Sanctuary",
            kind: "wildlife",
            description: "Forest reserve about 10 km from Palolem with a tree-top watchtower.",
          },
        ],
      },
    ],
  },
  {
    slug: "kerala",
    name: "Kerala",
    type: "india",
    kind: "state",
    region: "South India",
    hasPackage: true,
    tagline: "Houseboat backwaters, misty tea hills and a spice-scented coastline",
    description:
      "Kerala runs along India's south-western Malabar Coast between the Arabian Sea and the Western Ghats. Visitors come for houseboat cruises on the Alappuzha backwaters, tea estates around Munnar, the Periyar reserve at Thekkady and Ayurveda retreats. Its cuisine leans on coconut, seafood and spices such as pepper and cardamom.",
    bestMonths: [1, 2, 3, 9, 10, 11, 12],
    idealDays: { min: 5, max: 8 },
    currency: "INR",
    palette: ["#8ecae6", "#2d6a4f", "#f4a259"],
    popularity: 96,
    cities: [
      {
        slug: "kochi",
        name: "Kochi",
        description:
          "A historic port whose Fort Kochi quarter layers Portuguese, Dutch and British heritage along the harbour.",
        lat: 9.93,
        lng: 76.27,
        landmarks: [
          {
            name: "Chinese Fishing Nets",
            kind: "landmark",
            description:
              "Cantilevered, shore-operated fishing nets on the Fort Kochi waterfront, best seen at sunset.",
          },
          {
            name: "Mattancherry Palace",
            kind: "palace",
            description:
              "Portuguese-built palace, later renovated by the Dutch, with Kerala murals of Hindu epics.",
          },
          {
            name: "Paradesi Synagogue",
            kind: "landmark",
            description:
              "Built in 1568 in Jew Town, the oldest active synagogue in the Commonwealth.",
          },
          {
            name: "St. Francis Church",
            kind: "church",
            description:
              "One of India's oldest European-built churches, where Vasco da Gama was first buried.",
          },
        ],
      },
      {
        slug: "alleppey",
        name: "Alleppey (Alappuzha)",
        description:
          "The hub of Kerala's backwaters, where houseboats drift through canals, lagoons and paddy fields.",
        lat: 9.5,
        lng: 76.34,
        landmarks: [
          {
            name: "Vembanad Lake",
            kind: "backwaters",
            description:
              "Kerala's largest lake and the setting for overnight kettuvallam houseboat cruises.",
          },
          {
            name: "Punnamada Lake",
            kind: "backwaters",
            description: "Venue of the Nehru Trophy snake boat race, held each August.",
          },
          {
            name: "Alappuzha Beach",
            kind: "beach",
            description:
              "Long sandy beach with the ruins of an old pier and a 19th-century lighthouse.",
          },
        ],
      },
      {
        slug: "munnar",
        name: "Munnar",
        description:
          "A former British hill station at about 1,600 m, wrapped in rolling tea plantations.",
        lat: 10.09,
        lng: 77.06,
        landmarks: [
          {
            name: "Eravikulam National Park",
            kind: "national_park",
            description:
              "Protects the endangered Nilgiri tahr and grasslands where neelakurinji blooms every twelve years.",
          },
          {
            name: "Tata Tea Museum",
            kind: "museum",
            description:
              "Traces the history of tea in the High Ranges, with working processing machinery.",
          },
          {
            name: "Attukad Waterfalls",
            kind: "waterfall",
            description:
              "A cascade between Munnar and Pallivasal, at its fullest after the monsoon.",
          },
        ],
      },
      {
        slug: "thekkady",
        name: "Thekkady",
        description:
          "Gateway to Periyar Tiger Reserve and a centre of cardamom and pepper plantations.",
        lat: 9.6,
        lng: 77.16,
        landmarks: [
          {
            name: "Periyar Tiger Reserve",
            kind: "wildlife",
            description:
              "Boat safaris on Periyar Lake offer sightings of elephants, gaur and birdlife.",
          },
          {
            name: "Kumily Spice Plantations",
            kind: "garden",
            description:
              "Guided walks through cardamom, pepper and clove gardens around Kumily town.",
          },
        ],
      },
      {
        slug: "varkala",
        name: "Varkala",
        description: "A cliff-top beach town where red laterite cliffs drop to the Arabian Sea.",
        lat: 8.73,
        lng: 76.72,
        landmarks: [
          {
            name: "Varkala Cliff",
            kind: "viewpoint",
            description: "Laterite cliffs lined with cafés and guesthouses overlooking the sea.",
          },
          {
            name: "Papanasam Beach",
            kind: "beach",
            description:
              "Beach below the cliffs, considered sacred; pilgrims perform rites for ancestors here.",
          },
          {
            name: "Janardhana Swamy Temple",
            kind: "temple",
            description: "An ancient Vishnu temple near the beach, an important pilgrimage site.",
          },
        ],
      },
    ],
  },
  {
    slug: "himachal-pradesh",
    name: "Himachal",
    type: "india",
    kind: "state",
    region: "North India",
    hasPackage: true,
    tagline: "Apple orchards, Tibetan monasteries and high Himalayan passes",
    description:
      "Himachal Pradesh spans the western Himalaya, from the pine-clad hills of Shimla to the cold desert of Spiti. It is popular for hill stations, adventure sports around Manali and the Tibetan exile community in McLeod Ganj. Summers are mild, and winter brings snow to the higher towns.",
    bestMonths: [3, 4, 5, 6, 9, 10, 11],
    idealDays: { min: 6, max: 10 },
    currency: "INR",
    palette: ["#a9d6e5", "#386641", "#bc4749"],
    popularity: 94,
    cities: [
      {
        slug: "manali",
        name: "Manali",
        description:
          "A resort town in the Kullu Valley on the Beas River, base for Solang Valley and the Atal Tunnel.",
        lat: 32.24,
        lng: 77.19,
        landmarks: [
          {
            name: "Hadimba Devi Temple",
            kind: "temple",
            description: "A 16th-century wooden pagoda-style temple set in a deodar forest.",
          },
          {
            name: "Mall Road Manali",
            kind: "street",
            description:
              "The town's main shopping street, with cafés, woollens and Tibetan stalls.",
          },
          {
            name: "Van Vihar",
            kind: "garden",
            description: "Municipal park of tall deodars on the Beas with a small boating pond.",
          },
        ],
      },
      {
        slug: "shimla",
        name: "Shimla",
        description:
          "Himachal's capital and the former summer capital of British India, spread along a ridge at about 2,200 m.",
        lat: 31.1,
        lng: 77.17,
        landmarks: [
          {
            name: "The Ridge",
            kind: "street",
            description:
              "An open promenade at the heart of Shimla with views of the surrounding ranges.",
          },
          {
            name: "Christ Church",
            kind: "church",
            description:
              "A neo-Gothic church completed in 1857, the best-known landmark on the Ridge.",
          },
          {
            name: "Jakhoo Temple",
            kind: "temple",
            description: "Hanuman temple on Shimla's highest hill, marked by a 108-ft statue.",
          },
          {
            name: "Viceregal Lodge",
            kind: "monument",
            description:
              "Built in 1888 as the Viceroy's residence; now the Indian Institute of Advanced Study.",
          },
        ],
      },
      {
        slug: "dharamshala",
        name: "Dharamshala & McLeod Ganj",
        description:
          "Home of the Dalai Lama and the Tibetan administration in exile, below the Dhauladhar range.",
        lat: 32.22,
        lng: 76.32,
        landmarks: [
          {
            name: "Tsuglagkhang Complex",
            kind: "monastery",
            description: "The Dalai Lama's temple and residence in McLeod Ganj.",
          },
          {
            name: "Bhagsu Waterfall",
            kind: "waterfall",
            description: "A short walk from McLeod Ganj past the old Bhagsunag temple.",
          },
          {
            name: "Triund",
            kind: "trek",
            description: "A popular day hike to a grassy ridge facing the Dhauladhar peaks.",
          },
          {
            name: "HPCA Stadium",
            kind: "landmark",
            description: "International cricket ground set against snow-capped mountains.",
          },
        ],
      },
      {
        slug: "dalhousie",
        name: "Dalhousie",
        description: "A colonial hill station spread over five hills in Chamba district.",
        lat: 32.54,
        lng: 75.97,
        landmarks: [
          {
            name: "St. John's Church",
            kind: "church",
            description: "Built in 1863, the oldest church in Dalhousie.",
          },
          {
            name: "Khajjiar",
            kind: "valley",
            description:
              "A meadow and small lake ringed by deodar forest, about 24 km from Dalhousie.",
          },
          {
            name: "Panchpula",
            kind: "waterfall",
            description:
              "Streams and small waterfalls beside a memorial to freedom fighter Sardar Ajit Singh.",
          },
        ],
      },
      {
        slug: "kaza",
        name: "Kaza (Spiti)",
        description: "The main town of Spiti, a high-altitude cold desert at about 3,800 m.",
        lat: 32.23,
        lng: 78.07,
        landmarks: [
          {
            name: "Key Monastery",
            kind: "monastery",
            description:
              "A Gelugpa monastery of around a thousand years, perched on a hill above the Spiti River.",
          },
          {
            name: "Hikkim",
            kind: "landmark",
            description: "Village with one of the world's highest post offices.",
          },
          {
            name: "Langza",
            kind: "landmark",
            description:
              "Village known for marine fossils and a large Buddha statue overlooking the valley.",
          },
        ],
      },
    ],
  },
  {
    slug: "kashmir",
    name: "Kashmir",
    type: "india",
    kind: "region",
    region: "North India",
    hasPackage: true,
    tagline: "Shikaras on Dal Lake, Mughal gardens and alpine meadows",
    description:
      "The Kashmir Valley in Jammu and Kashmir is a broad Himalayan valley ringed by the Pir Panjal range. Srinagar's lakes and Mughal gardens, the ski slopes of Gulmarg and the meadows of Pahalgam and Sonamarg draw visitors through the year. Spring brings tulips, autumn turns the chinar trees red and winter brings snow.",
    bestMonths: [3, 4, 5, 6, 9, 10],
    idealDays: { min: 5, max: 7 },
    currency: "INR",
    palette: ["#caf0f8", "#52796f", "#e76f51"],
    popularity: 93,
    cities: [
      {
        slug: "srinagar",
        name: "Srinagar",
        description: "Summer capital of Jammu and Kashmir, set around the Dal and Nigeen lakes.",
        lat: 34.08,
        lng: 74.8,
        landmarks: [
          {
            name: "Dal Lake",
            kind: "lake",
            description:
              "Known for houseboats, shikara rides and its early-morning floating vegetable market.",
          },
          {
            name: "Shalimar Bagh",
            kind: "garden",
            description: "Terraced Mughal garden laid out by Emperor Jahangir in 1619.",
          },
          {
            name: "Indira Gandhi Memorial Tulip Garden",
            kind: "garden",
            description: "Asia's largest tulip garden, in bloom from late March to April.",
          },
          {
            name: "Hazratbal Shrine",
            kind: "mosque",
            description: "White marble shrine on the northern shore of Dal Lake.",
          },
        ],
      },
      {
        slug: "gulmarg",
        name: "Gulmarg",
        description: "A meadow resort at about 2,650 m and India's best-known ski destination.",
        lat: 34.05,
        lng: 74.38,
        landmarks: [
          {
            name: "Gulmarg Gondola",
            kind: "viewpoint",
            description:
              "One of the highest cable cars in the world, climbing towards Apharwat Peak.",
          },
          {
            name: "Khilanmarg",
            kind: "valley",
            description:
              "A meadow above Gulmarg reached by a short trek, with wide Himalayan views.",
          },
          {
            name: "St. Mary's Church",
            kind: "church",
            description: "A stone church from 1902 in the middle of the Gulmarg meadow.",
          },
        ],
      },
      {
        slug: "pahalgam",
        name: "Pahalgam",
        description: "A town on the Lidder River and the base for the Amarnath Yatra.",
        lat: 34.02,
        lng: 75.32,
        landmarks: [
          {
            name: "Betaab Valley",
            kind: "valley",
            description:
              "A green valley 15 km from Pahalgam, named after the 1983 film shot there.",
          },
          {
            name: "Aru Valley",
            kind: "valley",
            description:
              "Meadows that serve as a base for treks to Kolahoi Glacier and Tarsar Lake.",
          },
          {
            name: "Chandanwari",
            kind: "landmark",
            description: "Starting point of the Amarnath Yatra trek, about 16 km from Pahalgam.",
          },
        ],
      },
      {
        slug: "sonamarg",
        name: "Sonamarg",
        description: "The 'meadow of gold' on the Sindh River, gateway to Zoji La and Ladakh.",
        lat: 34.3,
        lng: 75.29,
        landmarks: [
          {
            name: "Thajiwas Glacier",
            kind: "trek",
            description:
              "A glacier reached on foot or by pony from Sonamarg, snow-covered into summer.",
          },
          {
            name: "Zoji La",
            kind: "viewpoint",
            description:
              "High pass on the Srinagar–Leh highway, usually open from spring to late autumn.",
          },
        ],
      },
    ],
  },
  {
    slug: "manali",
    name: "Manali",
    type: "india",
    kind: "city",
    region: "North India",
    hasPackage: true,
    tagline: "Snow slopes at Solang, cafés in Old Manali and the road to Lahaul",
    description:
      "Manali sits at about 2,050 m at the head of the Kullu Valley on the Beas River. It is the base for paragliding and skiing in Solang Valley, the Atal Tunnel to Lahaul and the high Rohtang Pass. Old Manali and Vashisht offer guesthouses, cafés and hot springs.",
    bestMonths: [1, 3, 4, 5, 6, 10, 12],
    idealDays: { min: 3, max: 5 },
    currency: "INR",
    palette: ["#dbe9f6", "#588157", "#d4a373"],
    popularity: 92,
    cities: [
      {
        slug: "old-manali",
        name: "Old Manali",
        description:
          "The original village across the Manalsu stream, with wooden houses, orchards and cafés.",
        lat: 32.25,
        lng: 77.18,
        landmarks: [
          {
            name: "Manu Temple",
            kind: "temple",
            description: "Dedicated to the sage Manu, after whom Manali is named.",
          },
          {
            name: "Manali Club House",
            kind: "landmark",
            description:
              "Riverside recreation complex on the Manalsu stream, run by the state tourism board.",
          },
        ],
      },
      {
        slug: "vashisht",
        name: "Vashisht",
        description: "A village 3 km north of Manali known for its natural hot sulphur springs.",
        lat: 32.26,
        lng: 77.19,
        landmarks: [
          {
            name: "Vashisht Temple",
            kind: "temple",
            description: "Stone temple to the sage Vashisht with public hot-spring baths.",
          },
          {
            name: "Jogini Falls",
            kind: "waterfall",
            description: "A tall waterfall reached by a short hike through orchards from Vashisht.",
          },
        ],
      },
      {
        slug: "solang-valley",
        name: "Solang Valley",
        description:
          "A side valley about 14 km from Manali for paragliding, zorbing in summer and skiing in winter.",
        lat: 32.32,
        lng: 77.16,
        landmarks: [
          {
            name: "Solang Ropeway",
            kind: "viewpoint",
            description: "Cable car up the slopes of Mount Phatru with views of the Beas valley.",
          },
          {
            name: "Anjani Mahadev Temple",
            kind: "temple",
            description: "Shrine near Solang where a natural ice lingam forms in winter.",
          },
          {
            name: "Atal Tunnel",
            kind: "landmark",
            description:
              "A 9 km road tunnel under the Rohtang Pass, opened in 2020, linking Manali with Lahaul.",
          },
        ],
      },
      {
        slug: "naggar",
        name: "Naggar",
        description: "The former capital of the Kullu kingdom, about 21 km south of Manali.",
        lat: 32.12,
        lng: 77.17,
        landmarks: [
          {
            name: "Naggar Castle",
            kind: "fort",
            description:
              "A 15th-century stone-and-timber castle, now a heritage hotel run by HPTDC.",
          },
          {
            name: "Nicholas Roerich Art Gallery",
            kind: "museum",
            description:
              "Former home of the Russian painter Nicholas Roerich, displaying his Himalayan paintings.",
          },
          {
            name: "Tripura Sundari Temple",
            kind: "temple",
            description: "A pagoda-style wooden temple in Naggar village.",
          },
        ],
      },
    ],
  },
  {
    slug: "rajasthan",
    name: "Rajasthan",
    type: "india",
    kind: "state",
    region: "North India",
    hasPackage: true,
    tagline: "Desert forts, lake palaces and bazaars in pink, blue and gold",
    description:
      "Rajasthan, India's largest state by area, stretches across the Thar Desert and the Aravalli hills. Its former princely capitals of Jaipur, Udaipur, Jodhpur and Jaisalmer are famous for hill forts, palaces and havelis, many now heritage hotels. The cool, dry months from October to March are the best time to visit.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 6, max: 10 },
    currency: "INR",
    palette: ["#f6bd60", "#e07a5f", "#3d405b"],
    popularity: 91,
    cities: [
      {
        slug: "jaipur",
        name: "Jaipur",
        description: "The Pink City, capital of Rajasthan and one corner of the Golden Triangle.",
        lat: 26.91,
        lng: 75.79,
        landmarks: [
          {
            name: "Amber Fort",
            kind: "fort",
            description: "Hilltop fort-palace of red sandstone and marble overlooking Maota Lake.",
          },
          {
            name: "Hawa Mahal",
            kind: "palace",
            description: "The Palace of Winds, a honeycombed pink façade with 953 small windows.",
          },
          {
            name: "City Palace Jaipur",
            kind: "palace",
            description:
              "Royal complex in the old city, partly still the residence of the former royal family.",
          },
          {
            name: "Jantar Mantar",
            kind: "monument",
            description:
              "UNESCO-listed 18th-century astronomical observatory built by Sawai Jai Singh II.",
          },
        ],
      },
      {
        slug: "udaipur",
        name: "Udaipur",
        description: "The City of Lakes, built around Lake Pichola in the Aravalli hills.",
        lat: 24.58,
        lng: 73.71,
        landmarks: [
          {
            name: "City Palace Udaipur",
            kind: "palace",
            description: "A sprawling palace complex on the eastern bank of Lake Pichola.",
          },
          {
            name: "Lake Pichola",
            kind: "lake",
            description:
              "Boat rides pass the island palaces of Jag Mandir and the Taj Lake Palace.",
          },
          {
            name: "Jag Mandir",
            kind: "palace",
            description: "A 17th-century island palace on Lake Pichola.",
          },
          {
            name: "Sajjangarh Monsoon Palace",
            kind: "palace",
            description: "Hilltop palace with sunset views over the city and lakes.",
          },
        ],
      },
      {
        slug: "jodhpur",
        name: "Jodhpur",
        description: "The Blue City, its indigo houses spread below the cliff-top Mehrangarh Fort.",
        lat: 26.24,
        lng: 73.02,
        landmarks: [
          {
            name: "Mehrangarh Fort",
            kind: "fort",
            description:
              "One of India's largest forts, with an excellent museum of royal artefacts.",
          },
          {
            name: "Jaswant Thada",
            kind: "monument",
            description:
              "A white marble cenotaph built in 1899 in memory of Maharaja Jaswant Singh II.",
          },
          {
            name: "Umaid Bhawan Palace",
            kind: "palace",
            description: "Completed in 1943; part royal residence, part hotel and part museum.",
          },
        ],
      },
      {
        slug: "jaisalmer",
        name: "Jaisalmer",
        description: "The Golden City of yellow sandstone in the heart of the Thar Desert.",
        lat: 26.92,
        lng: 70.91,
        landmarks: [
          {
            name: "Jaisalmer Fort",
            kind: "fort",
            description:
              "A living fort founded in 1156, with homes, shops and temples inside its walls.",
          },
          {
            name: "Patwon Ki Haveli",
            kind: "landmark",
            description: "A cluster of five intricately carved merchant mansions.",
          },
          {
            name: "Sam Sand Dunes",
            kind: "desert",
            description: "Dunes about 40 km from town for camel rides and desert camps.",
          },
          {
            name: "Gadisar Lake",
            kind: "lake",
            description: "A 14th-century reservoir lined with shrines and ghats.",
          },
        ],
      },
      {
        slug: "ranthambore",
        name: "Ranthambore",
        description:
          "Tiger country near Sawai Madhopur, where dry forest surrounds a medieval fort.",
        lat: 26.02,
        lng: 76.35,
        landmarks: [
          {
            name: "Ranthambore National Park",
            kind: "national_park",
            description:
              "One of India's best-known reserves for sighting wild tigers on jeep and canter safaris.",
          },
          {
            name: "Ranthambore Fort",
            kind: "fort",
            description: "UNESCO-listed hill fort standing inside the national park.",
          },
          {
            name: "Trinetra Ganesh Temple",
            kind: "temple",
            description: "Ganesh temple within the fort, visited by pilgrims year-round.",
          },
        ],
      },
    ],
  },
  {
    slug: "ladakh",
    name: "Ladakh",
    type: "india",
    kind: "union_territory",
    region: "North India",
    hasPackage: true,
    tagline: "Turquoise high lakes, cliff-top gompas and roads over 5,000 m passes",
    description:
      "Ladakh is a high-altitude cold desert between the Karakoram and the Great Himalaya, made a union territory in 2019. Leh is the base for Buddhist monasteries, the sand dunes of Nubra Valley and the long lake of Pangong Tso. Roads from Manali and Srinagar are usually open from about May to October.",
    bestMonths: [5, 6, 7, 8, 9],
    idealDays: { min: 6, max: 9 },
    currency: "INR",
    palette: ["#4cc9f0", "#c2a878", "#d62828"],
    popularity: 90,
    cities: [
      {
        slug: "leh",
        name: "Leh",
        description: "Ladakh's main town at about 3,500 m, below the old royal palace.",
        lat: 34.16,
        lng: 77.58,
        landmarks: [
          {
            name: "Leh Palace",
            kind: "palace",
            description: "Nine-storey 17th-century royal palace built by King Sengge Namgyal.",
          },
          {
            name: "Shanti Stupa",
            kind: "monument",
            description: "White-domed stupa completed in 1991, with views over Leh.",
          },
          {
            name: "Thiksey Monastery",
            kind: "monastery",
            description:
              "Gelugpa monastery about 19 km from Leh, often compared to Lhasa's Potala Palace.",
          },
          {
            name: "Hemis Monastery",
            kind: "monastery",
            description: "Ladakh's largest monastery and host of the summer Hemis Festival.",
          },
          {
            name: "Magnetic Hill",
            kind: "landmark",
            description: "An optical-illusion slope on the Leh–Kargil road.",
          },
        ],
      },
      {
        slug: "nubra-valley",
        name: "Nubra Valley",
        description: "A valley north of Khardung La where the Shyok and Nubra rivers meet.",
        lat: 34.55,
        lng: 77.56,
        landmarks: [
          {
            name: "Diskit Monastery",
            kind: "monastery",
            description:
              "The oldest and largest monastery in Nubra, beside a 32 m Maitreya Buddha statue.",
          },
          {
            name: "Hunder Sand Dunes",
            kind: "desert",
            description: "Cold-desert dunes where visitors ride double-humped Bactrian camels.",
          },
          {
            name: "Khardung La",
            kind: "viewpoint",
            description: "A high road pass crossed on the way from Leh to Nubra.",
          },
        ],
      },
      {
        slug: "pangong",
        name: "Pangong Tso",
        description:
          "About 140 km from Leh; the lake changes from blue to green through the day, and its western part lies in India.",
        lat: 33.93,
        lng: 78.45,
        landmarks: [
          {
            name: "Pangong Lake",
            kind: "lake",
            description:
              "A long, brackish high-altitude lake at about 4,250 m, with lakeside camps at Spangmik.",
          },
          {
            name: "Chang La",
            kind: "viewpoint",
            description: "A pass of over 5,300 m crossed on the road from Leh to Pangong.",
          },
        ],
      },
      {
        slug: "turtuk",
        name: "Turtuk",
        description:
          "A Balti village on the Shyok River near the Line of Control, opened to tourists in 2010.",
        lat: 34.85,
        lng: 76.83,
        landmarks: [
          {
            name: "Yabgo Royal House",
            kind: "museum",
            description:
              "Home of the descendants of the Yabgo rulers, now a small family-run museum.",
          },
          {
            name: "Thang",
            kind: "viewpoint",
            description:
              "One of the last villages before the Line of Control, with a viewpoint across the valley.",
          },
        ],
      },
    ],
  },
  {
    slug: "andaman-and-nicobar",
    name: "Andaman",
    type: "india",
    kind: "union_territory",
    region: "East & North-East India",
    hasPackage: true,
    tagline: "Coral reefs, powder-white beaches and a stark colonial-era jail",
    description:
      "The Andaman and Nicobar Islands are an archipelago in the Bay of Bengal, more than 1,000 km from the Indian mainland. The Cellular Jail in the capital recalls the freedom struggle, while Havelock (Swaraj Dweep) and Neil (Shaheed Dweep) offer clear water for snorkelling and scuba diving. Most of the Nicobar Islands are closed to tourists.",
    bestMonths: [1, 2, 3, 4, 11, 12],
    idealDays: { min: 5, max: 7 },
    currency: "INR",
    palette: ["#00b4d8", "#90e0ef", "#f9c74f"],
    popularity: 89,
    cities: [
      {
        slug: "port-blair",
        name: "Port Blair (Sri Vijaya Puram)",
        description: "The capital and arrival point for flights, renamed Sri Vijaya Puram in 2024.",
        lat: 11.62,
        lng: 92.73,
        landmarks: [
          {
            name: "Cellular Jail",
            kind: "monument",
            description:
              "Colonial-era prison, now a national memorial with an evening light-and-sound show.",
          },
          {
            name: "Ross Island",
            kind: "island",
            description:
              "Now Netaji Subhas Chandra Bose Dweep; ruins of the British headquarters overgrown by tree roots.",
          },
          {
            name: "North Bay Island",
            kind: "island",
            description:
              "Coral reef for snorkelling and glass-bottom boat rides, with a lighthouse once pictured on the ₹20 note.",
          },
          {
            name: "Corbyn's Cove Beach",
            kind: "beach",
            description: "A palm-lined beach a few kilometres from the town centre.",
          },
        ],
      },
      {
        slug: "havelock-island",
        name: "Havelock (Swaraj Dweep)",
        description:
          "The most visited island, known for beaches and dive schools, a ferry ride from the capital.",
        lat: 11.97,
        lng: 92.99,
        landmarks: [
          {
            name: "Radhanagar Beach",
            kind: "beach",
            description:
              "A wide arc of white sand backed by forest, often rated among Asia's best beaches.",
          },
          {
            name: "Elephant Beach",
            kind: "beach",
            description:
              "Reef-fringed beach reached by boat or a forest trail, popular for snorkelling.",
          },
          {
            name: "Kalapathar Beach",
            kind: "beach",
            description: "Quiet beach named after the black rocks along its shore.",
          },
        ],
      },
      {
        slug: "neil-island",
        name: "Neil (Shaheed Dweep)",
        description: "A small, laid-back island of farms and beaches, easily explored by bicycle.",
        lat: 11.83,
        lng: 93.03,
        landmarks: [
          {
            name: "Natural Rock Bridge",
            kind: "landmark",
            description: "A coral rock arch near Laxmanpur, reachable at low tide.",
          },
          {
            name: "Bharatpur Beach",
            kind: "beach",
            description: "Shallow lagoon with coral close to shore, good for snorkelling.",
          },
          {
            name: "Laxmanpur Beach",
            kind: "beach",
            description: "A long beach on the island's western side known for sunsets.",
          },
        ],
      },
      {
        slug: "baratang-island",
        name: "Baratang Island",
        description: "A forested island north of the capital, reached by road and vehicle ferry.",
        lat: 12.09,
        lng: 92.75,
        landmarks: [
          {
            name: "Baratang Limestone Caves",
            kind: "cave",
            description:
              "Limestone caves reached by speedboat through mangrove creeks and a forest walk.",
          },
          {
            name: "Baratang Mud Volcano",
            kind: "landmark",
            description: "Small active mud volcanoes, among the few in India.",
          },
          {
            name: "Parrot Island",
            kind: "island",
            description: "A mangrove islet where flocks of parrots roost at dusk.",
          },
        ],
      },
    ],
  },
  {
    slug: "uttarakhand",
    name: "Uttarakhand",
    type: "india",
    kind: "state",
    region: "North India",
    hasPackage: true,
    tagline: "Ganga ghats, Himalayan lakes and Jim Corbett's tiger country",
    description:
      "Uttarakhand lies in the central Himalaya and is called Devbhoomi, land of the gods, for pilgrim sites such as Haridwar, Rishikesh and the Char Dham. The Kumaon lake town of Nainital and the Garhwal hill station of Mussoorie are classic summer retreats. Jim Corbett, India's first national park, lies in its foothills.",
    bestMonths: [3, 4, 5, 6, 9, 10, 11],
    idealDays: { min: 5, max: 9 },
    currency: "INR",
    palette: ["#bde0fe", "#40916c", "#ff8500"],
    popularity: 88,
    cities: [
      {
        slug: "rishikesh",
        name: "Rishikesh",
        description:
          "The yoga capital on the Ganga, also a hub for white-water rafting and camping.",
        lat: 30.09,
        lng: 78.27,
        landmarks: [
          {
            name: "Ram Jhula",
            kind: "landmark",
            description:
              "Pedestrian suspension bridge over the Ganga linking the ashram districts.",
          },
          {
            name: "Triveni Ghat",
            kind: "landmark",
            description: "The main bathing ghat, with an evening Ganga aarti.",
          },
          {
            name: "Parmarth Niketan",
            kind: "temple",
            description: "A large riverside ashram known for its nightly Ganga aarti.",
          },
          {
            name: "Beatles Ashram",
            kind: "landmark",
            description:
              "The former Maharishi Mahesh Yogi ashram where the Beatles stayed in 1968, now covered in murals.",
          },
        ],
      },
      {
        slug: "haridwar",
        name: "Haridwar",
        description:
          "One of Hinduism's seven holy cities, where the Ganga leaves the hills for the plains.",
        lat: 29.95,
        lng: 78.16,
        landmarks: [
          {
            name: "Har Ki Pauri",
            kind: "landmark",
            description:
              "The principal ghat, famous for its evening Ganga aarti with floating lamps.",
          },
          {
            name: "Mansa Devi Temple",
            kind: "temple",
            description: "Hilltop temple reached by cable car or on foot.",
          },
          {
            name: "Chandi Devi Temple",
            kind: "temple",
            description: "Temple on Neel Parvat across the river, also served by a ropeway.",
          },
        ],
      },
      {
        slug: "mussoorie",
        name: "Mussoorie",
        description:
          "A Garhwal hill station at about 2,000 m, with the quieter cantonment of Landour above it.",
        lat: 30.46,
        lng: 78.07,
        landmarks: [
          {
            name: "Kempty Falls",
            kind: "waterfall",
            description: "A popular waterfall and bathing spot about 15 km from town.",
          },
          {
            name: "Gun Hill",
            kind: "viewpoint",
            description:
              "The second-highest point in Mussoorie, reached by a ropeway from Mall Road.",
          },
          {
            name: "Lal Tibba",
            kind: "viewpoint",
            description:
              "Landour's highest point, with views of the Garhwal Himalaya on clear days.",
          },
        ],
      },
      {
        slug: "nainital",
        name: "Nainital",
        description: "A lake town in the Kumaon hills, built around the eye-shaped Naini Lake.",
        lat: 29.38,
        lng: 79.46,
        landmarks: [
          {
            name: "Naini Lake",
            kind: "lake",
            description: "Boating on the lake is the town's signature experience.",
          },
          {
            name: "Naina Devi Temple",
            kind: "temple",
            description: "Temple on the northern shore of the lake, revered as a Shakti Peeth.",
          },
          {
            name: "Snow View Point",
            kind: "viewpoint",
            description: "Reached by ropeway, with views of the snow peaks including Nanda Devi.",
          },
        ],
      },
      {
        slug: "jim-corbett",
        name: "Jim Corbett (Ramnagar)",
        description: "The gateway town of Ramnagar for safaris in Corbett Tiger Reserve.",
        lat: 29.39,
        lng: 79.13,
        landmarks: [
          {
            name: "Jim Corbett National Park",
            kind: "national_park",
            description:
              "India's first national park, established in 1936, known for tigers and elephants.",
          },
          {
            name: "Garjia Devi Temple",
            kind: "temple",
            description: "A temple perched on a rock in the middle of the Kosi River.",
          },
          {
            name: "Corbett Museum",
            kind: "museum",
            description: "Jim Corbett's former home at Kaladhungi, now a museum of his life.",
          },
        ],
      },
    ],
  },
  {
    slug: "shimla",
    name: "Shimla",
    type: "india",
    kind: "city",
    region: "North India",
    hasPackage: true,
    tagline: "Colonial Mall Road, toy-train rides and apple country beyond",
    description:
      "Shimla was the summer capital of British India and is now the capital of Himachal Pradesh. The UNESCO-listed Kalka–Shimla Railway climbs to the town, and nearby Kufri, Chail and Narkanda offer forest walks, snow and orchards. It is a short drive from Chandigarh, making it one of North India's most accessible hill stations.",
    bestMonths: [3, 4, 5, 6, 10, 12],
    idealDays: { min: 2, max: 4 },
    currency: "INR",
    palette: ["#cfe1f2", "#3a5a40", "#a4161a"],
    popularity: 86,
    cities: [
      {
        slug: "kufri",
        name: "Kufri",
        description:
          "A small resort about 16 km from Shimla, known for snow in winter and pony rides.",
        lat: 31.1,
        lng: 77.27,
        landmarks: [
          {
            name: "Himalayan Nature Park",
            kind: "wildlife",
            description: "A zoo of Himalayan species such as the monal pheasant and musk deer.",
          },
          {
            name: "Mahasu Peak",
            kind: "viewpoint",
            description: "Highest point around Kufri, reached on horseback through forest.",
          },
        ],
      },
      {
        slug: "chail",
        name: "Chail",
        description:
          "Former summer retreat of the Maharaja of Patiala, among pine and deodar forests.",
        lat: 30.97,
        lng: 77.2,
        landmarks: [
          {
            name: "Chail Palace",
            kind: "palace",
            description: "Built in 1891 for the Maharaja of Patiala, now a heritage hotel.",
          },
          {
            name: "Chail Cricket Ground",
            kind: "landmark",
            description: "Counted among the highest cricket grounds in the world.",
          },
          {
            name: "Chail Wildlife Sanctuary",
            kind: "wildlife",
            description: "Forest sanctuary home to goral, barking deer and pheasants.",
          },
        ],
      },
      {
        slug: "narkanda",
        name: "Narkanda",
        description:
          "An apple-growing town at about 2,700 m on the Hindustan–Tibet Road, 60 km from Shimla.",
        lat: 31.26,
        lng: 77.46,
        landmarks: [
          {
            name: "Hatu Peak",
            kind: "viewpoint",
            description: "A forested summit above Narkanda with views of the Himalayan ranges.",
          },
          {
            name: "Hatu Mata Temple",
            kind: "temple",
            description: "A carved wooden temple at the top of Hatu Peak.",
          },
          {
            name: "Narkanda Ski Slopes",
            kind: "hill",
            description: "Beginner ski slopes that open in the snowy winter months.",
          },
        ],
      },
    ],
  },
  {
    slug: "sikkim",
    name: "Sikkim",
    type: "india",
    kind: "state",
    region: "East & North-East India",
    hasPackage: true,
    tagline: "Kanchenjunga views, prayer-flag passes and organic farm villages",
    description:
      "Sikkim is a small Himalayan state bordered by Nepal, Tibet and Bhutan, and dominated by Kanchenjunga, the world's third-highest peak. It is known for Buddhist monasteries, alpine lakes such as Tsomgo and Gurudongmar, and for becoming India's first fully organic state in 2016. Protected areas near the border need permits, usually arranged by registered tour operators.",
    bestMonths: [3, 4, 5, 10, 11],
    idealDays: { min: 5, max: 7 },
    currency: "INR",
    palette: ["#a2d2ff", "#2a9d8f", "#e9c46a"],
    popularity: 85,
    cities: [
      {
        slug: "gangtok",
        name: "Gangtok",
        description: "The capital, spread along a ridge at about 1,650 m.",
        lat: 27.33,
        lng: 88.61,
        landmarks: [
          {
            name: "MG Marg",
            kind: "street",
            description: "A pedestrian boulevard of shops and cafés at the centre of Gangtok.",
          },
          {
            name: "Rumtek Monastery",
            kind: "monastery",
            description: "A large Kagyu monastery about 24 km from Gangtok.",
          },
          {
            name: "Tsomgo Lake",
            kind: "lake",
            description:
              "A glacial lake at about 3,750 m, 40 km from Gangtok; a permit is required.",
          },
          {
            name: "Nathu La",
            kind: "viewpoint",
            description:
              "A border pass with China on the old Silk Route, open to Indian visitors with a permit.",
          },
        ],
      },
      {
        slug: "pelling",
        name: "Pelling",
        description: "A West Sikkim town with close-up views of Kanchenjunga.",
        lat: 27.3,
        lng: 88.24,
        landmarks: [
          {
            name: "Pemayangtse Monastery",
            kind: "monastery",
            description: "One of Sikkim's oldest monasteries, founded in the early 18th century.",
          },
          {
            name: "Rabdentse Ruins",
            kind: "monument",
            description: "Ruins of the second capital of the former Kingdom of Sikkim.",
          },
          {
            name: "Khecheopalri Lake",
            kind: "lake",
            description: "A sacred lake revered by Buddhists and Hindus, set in forest.",
          },
          {
            name: "Pelling Skywalk",
            kind: "viewpoint",
            description: "A glass skywalk beside a large Chenrezig statue.",
          },
        ],
      },
      {
        slug: "lachung",
        name: "Lachung",
        description:
          "A mountain village in North Sikkim on the Lachung River, base for Yumthang Valley.",
        lat: 27.69,
        lng: 88.74,
        landmarks: [
          {
            name: "Yumthang Valley",
            kind: "valley",
            description: "The 'valley of flowers', covered in rhododendrons in April and May.",
          },
          {
            name: "Zero Point",
            kind: "viewpoint",
            description: "Yumesamdong, a snowfield at the end of the road beyond Yumthang.",
          },
          {
            name: "Lachung Monastery",
            kind: "monastery",
            description: "A village monastery known for its masked dance festival.",
          },
        ],
      },
      {
        slug: "namchi",
        name: "Namchi",
        description: "A South Sikkim town known for giant statues and pilgrimage complexes.",
        lat: 27.17,
        lng: 88.36,
        landmarks: [
          {
            name: "Char Dham (Siddhesvara Dham)",
            kind: "temple",
            description: "Replicas of the four dhams around a 108-ft statue of Lord Shiva.",
          },
          {
            name: "Samdruptse",
            kind: "monument",
            description: "A hilltop statue of Guru Padmasambhava about 135 ft tall.",
          },
          {
            name: "Temi Tea Garden",
            kind: "garden",
            description: "Sikkim's only tea estate, on slopes between Namchi and Ravangla.",
          },
        ],
      },
    ],
  },
  {
    slug: "darjeeling",
    name: "Darjeeling",
    type: "india",
    kind: "region",
    region: "East & North-East India",
    hasPackage: true,
    tagline: "Sunrise over Kanchenjunga, first-flush tea and a UNESCO toy train",
    description:
      "Darjeeling is a hill town at about 2,050 m in northern West Bengal, famous for its tea and views of Kanchenjunga. The Darjeeling Himalayan Railway, a UNESCO World Heritage Site, has run here since 1881. Nearby Kalimpong and Mirik offer monasteries, nurseries and a quieter pace.",
    bestMonths: [3, 4, 5, 10, 11],
    idealDays: { min: 3, max: 5 },
    currency: "INR",
    palette: ["#e3f2fd", "#386641", "#c1121f"],
    popularity: 83,
    cities: [
      {
        slug: "darjeeling-town",
        name: "Darjeeling",
        description: "The main hill town, stacked on a ridge facing the Kanchenjunga massif.",
        lat: 27.04,
        lng: 88.26,
        landmarks: [
          {
            name: "Tiger Hill",
            kind: "viewpoint",
            description: "Sunrise viewpoint over Kanchenjunga; Everest is visible on clear days.",
          },
          {
            name: "Batasia Loop",
            kind: "landmark",
            description: "A spiral of the toy-train line with a Gorkha war memorial and gardens.",
          },
          {
            name: "Happy Valley Tea Estate",
            kind: "garden",
            description: "One of Darjeeling's oldest tea gardens, offering factory tours.",
          },
          {
            name: "Padmaja Naidu Himalayan Zoological Park",
            kind: "wildlife",
            description: "High-altitude zoo known for red pandas and snow leopards.",
          },
        ],
      },
      {
        slug: "kalimpong",
        name: "Kalimpong",
        description: "A quieter hill town above the Teesta valley, known for flower nurseries.",
        lat: 27.06,
        lng: 88.47,
        landmarks: [
          {
            name: "Deolo Hill",
            kind: "viewpoint",
            description:
              "The highest point in Kalimpong, with views of the Teesta and Kanchenjunga.",
          },
          {
            name: "Zang Dhok Palri Phodang",
            kind: "monastery",
            description: "Durpin Hill monastery consecrated by the Dalai Lama in 1976.",
          },
          {
            name: "Morgan House",
            kind: "landmark",
            description: "A colonial-era stone manor, now a tourist lodge.",
          },
        ],
      },
      {
        slug: "mirik",
        name: "Mirik",
        description: "A small lake resort among tea gardens and orange orchards.",
        lat: 26.89,
        lng: 88.19,
        landmarks: [
          {
            name: "Mirik Lake",
            kind: "lake",
            description: "Sumendu Lake, ringed by a walking path and crossed by a footbridge.",
          },
          {
            name: "Bokar Monastery",
            kind: "monastery",
            description: "A Tibetan Buddhist monastery on the hill above the lake.",
          },
        ],
      },
    ],
  },
  {
    slug: "ooty",
    name: "Ooty",
    type: "india",
    kind: "city",
    region: "South India",
    hasPackage: true,
    tagline: "Nilgiri toy train, rose gardens and eucalyptus-scented hills",
    description:
      "Ooty (Udhagamandalam) is a hill station at about 2,240 m in the Nilgiri Hills of Tamil Nadu, developed by the British as a summer retreat. The UNESCO-listed Nilgiri Mountain Railway links it with Coonoor and Mettupalayam. Tea estates, botanical gardens and the forests of Mudumalai are within easy reach.",
    bestMonths: [3, 4, 5, 6, 10, 11],
    idealDays: { min: 2, max: 4 },
    currency: "INR",
    palette: ["#d8f3dc", "#2d6a4f", "#ff6b9a"],
    popularity: 82,
    cities: [
      {
        slug: "ooty",
        name: "Ooty",
        description: "The 'Queen of Hill Stations', with gardens, a lake and colonial bungalows.",
        lat: 11.41,
        lng: 76.7,
        landmarks: [
          {
            name: "Government Botanical Garden",
            kind: "garden",
            description: "Terraced garden laid out in 1848, home to a fossilised tree trunk.",
          },
          {
            name: "Ooty Lake",
            kind: "lake",
            description: "An artificial lake from the 1820s with boating.",
          },
          {
            name: "Doddabetta Peak",
            kind: "viewpoint",
            description: "The highest point of the Nilgiris at 2,637 m.",
          },
          {
            name: "Government Rose Garden",
            kind: "garden",
            description: "Terraced garden with thousands of rose varieties.",
          },
        ],
      },
      {
        slug: "coonoor",
        name: "Coonoor",
        description: "A quieter tea town below Ooty on the Nilgiri Mountain Railway.",
        lat: 11.35,
        lng: 76.8,
        landmarks: [
          {
            name: "Sim's Park",
            kind: "garden",
            description: "A botanical garden in a ravine, dating from 1874.",
          },
          {
            name: "Dolphin's Nose",
            kind: "viewpoint",
            description: "A rock outcrop with views of the Catherine Falls and the plains.",
          },
          {
            name: "Lamb's Rock",
            kind: "viewpoint",
            description: "A cliff-edge viewpoint over tea estates and the Coimbatore plains.",
          },
          {
            name: "Nilgiri Mountain Railway",
            kind: "landmark",
            description:
              "UNESCO-listed rack railway climbing from Mettupalayam to Ooty via Coonoor.",
          },
        ],
      },
      {
        slug: "kotagiri",
        name: "Kotagiri",
        description: "The oldest of the Nilgiri hill stations, surrounded by tea gardens.",
        lat: 11.42,
        lng: 76.86,
        landmarks: [
          {
            name: "Catherine Falls",
            kind: "waterfall",
            description: "A two-tiered waterfall named after the wife of an early coffee planter.",
          },
          {
            name: "Kodanad View Point",
            kind: "viewpoint",
            description: "Views towards the Moyar River and the Eastern Ghats.",
          },
          {
            name: "Longwood Shola",
            kind: "landmark",
            description: "A protected patch of native shola forest, rich in birdlife.",
          },
        ],
      },
      {
        slug: "mudumalai",
        name: "Mudumalai",
        description:
          "Forest reserve at the foot of the Nilgiris, where Tamil Nadu meets Karnataka and Kerala.",
        lat: 11.57,
        lng: 76.59,
        landmarks: [
          {
            name: "Mudumalai National Park",
            kind: "national_park",
            description: "Tiger reserve contiguous with Bandipur and Wayanad, rich in elephants.",
          },
          {
            name: "Theppakadu Elephant Camp",
            kind: "wildlife",
            description: "One of Asia's oldest elephant camps, on the Moyar River.",
          },
        ],
      },
    ],
  },
  {
    slug: "munnar",
    name: "Munnar",
    type: "india",
    kind: "city",
    region: "South India",
    hasPackage: true,
    tagline: "Tea-carpeted slopes, Nilgiri tahr and mist over the Western Ghats",
    description:
      "Munnar, in Kerala's Idukki district, is a hill town at the confluence of three mountain streams at about 1,600 m. Its slopes are covered with tea estates first planted under British rule, and Eravikulam National Park protects the Nilgiri tahr. The surrounding area holds dams, waterfalls and the sandalwood forests of Marayoor.",
    bestMonths: [1, 2, 3, 9, 10, 11, 12],
    idealDays: { min: 2, max: 4 },
    currency: "INR",
    palette: ["#e0f2e9", "#1b4332", "#f28482"],
    popularity: 81,
    cities: [
      {
        slug: "mattupetty",
        name: "Mattupetty",
        description: "Dam and lake country about 13 km from Munnar on the road to Top Station.",
        lat: 10.11,
        lng: 77.12,
        landmarks: [
          {
            name: "Mattupetty Dam",
            kind: "lake",
            description: "A reservoir in the hills with speedboat and pedal-boat rides.",
          },
          {
            name: "Echo Point",
            kind: "viewpoint",
            description: "A lakeside spot named for the echo that carries across the water.",
          },
          {
            name: "Kundala Lake",
            kind: "lake",
            description: "A dam lake surrounded by tea estates, with shikara-style boats.",
          },
          {
            name: "Top Station",
            kind: "viewpoint",
            description:
              "A viewpoint on the Kerala–Tamil Nadu border looking down into the plains.",
          },
        ],
      },
      {
        slug: "chinnakanal",
        name: "Chinnakanal",
        description: "Tea-estate village near Suryanelli, on the road towards Thekkady.",
        lat: 10.04,
        lng: 77.21,
        landmarks: [
          {
            name: "Anayirangal Dam",
            kind: "lake",
            description: "A reservoir ringed by tea gardens and forest.",
          },
          {
            name: "Kolukkumalai Tea Estate",
            kind: "hill",
            description:
              "Often described as among the highest tea estates in the world, reached by jeep from Suryanelli.",
          },
          {
            name: "Power House Waterfalls",
            kind: "waterfall",
            description: "A roadside cascade on the way from Munnar to Thekkady.",
          },
        ],
      },
      {
        slug: "marayoor",
        name: "Marayoor",
        description:
          "A rain-shadow town about 40 km from Munnar, known for natural sandalwood forest.",
        lat: 10.28,
        lng: 77.16,
        landmarks: [
          {
            name: "Marayoor Sandalwood Forest",
            kind: "landmark",
            description:
              "Kerala's only natural sandalwood forest, protected by the forest department.",
          },
          {
            name: "Muniyara Dolmens",
            kind: "monument",
            description: "Megalithic burial chambers on a rocky hillside.",
          },
          {
            name: "Chinnar Wildlife Sanctuary",
            kind: "wildlife",
            description: "Dry-forest sanctuary home to the grizzled giant squirrel.",
          },
        ],
      },
    ],
  },
  {
    slug: "coorg",
    name: "Coorg",
    type: "india",
    kind: "region",
    region: "South India",
    hasPackage: true,
    tagline: "Coffee estates, misty waterfalls and Kodava hospitality",
    description:
      "Coorg (Kodagu) is a hilly district in Karnataka's Western Ghats, known for coffee and pepper plantations and the distinct culture of the Kodava community. Madikeri is the main town, and the Kaveri River rises at Talakaveri. Homestays on working estates are a popular way to stay.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 2, max: 4 },
    currency: "INR",
    palette: ["#e9f5db", "#344e41", "#bb3e03"],
    popularity: 80,
    cities: [
      {
        slug: "madikeri",
        name: "Madikeri",
        description: "Coorg's district headquarters, a hill town at about 1,150 m.",
        lat: 12.42,
        lng: 75.74,
        landmarks: [
          {
            name: "Raja's Seat",
            kind: "viewpoint",
            description: "A garden where the Kodagu kings are said to have watched the sunset.",
          },
          {
            name: "Abbey Falls",
            kind: "waterfall",
            description: "A waterfall among coffee and spice estates, about 8 km from town.",
          },
          {
            name: "Madikeri Fort",
            kind: "fort",
            description: "A 17th-century fort, rebuilt in stone under Tipu Sultan.",
          },
          {
            name: "Omkareshwara Temple",
            kind: "temple",
            description: "An 1820 Shiva temple blending Islamic and Gothic styles.",
          },
        ],
      },
      {
        slug: "kushalnagar",
        name: "Kushalnagar",
        description:
          "A town on the Kaveri next to Bylakuppe, one of India's largest Tibetan settlements.",
        lat: 12.46,
        lng: 75.96,
        landmarks: [
          {
            name: "Namdroling Monastery",
            kind: "monastery",
            description: "The 'Golden Temple' of Bylakuppe, with three giant gilded statues.",
          },
          {
            name: "Dubare Elephant Camp",
            kind: "wildlife",
            description: "A forest department elephant camp on the banks of the Kaveri.",
          },
          {
            name: "Kaveri Nisargadhama",
            kind: "garden",
            description: "A river island with bamboo groves, reached by a hanging bridge.",
          },
        ],
      },
      {
        slug: "bhagamandala",
        name: "Bhagamandala",
        description:
          "A temple town at the confluence of the Kaveri, Kannike and the mythical Sujyoti rivers.",
        lat: 12.39,
        lng: 75.53,
        landmarks: [
          {
            name: "Talakaveri",
            kind: "temple",
            description:
              "The source of the Kaveri on the Brahmagiri hills, a major pilgrimage site.",
          },
          {
            name: "Bhagandeshwara Temple",
            kind: "temple",
            description: "A Kerala-style temple at the Triveni Sangama confluence.",
          },
        ],
      },
    ],
  },
  {
    slug: "meghalaya",
    name: "Meghalaya",
    type: "india",
    kind: "state",
    region: "East & North-East India",
    hasPackage: true,
    tagline: "Living root bridges, limestone caves and some of the wettest hills on earth",
    description:
      "Meghalaya, the 'abode of clouds', is a hill state in north-east India bordering Bangladesh. Its Khasi and Jaintia hills receive some of the highest rainfall in the world, feeding waterfalls, limestone caves and the living root bridges grown by local communities. Shillong, the capital, is known for its music scene and colonial-era architecture.",
    bestMonths: [1, 2, 3, 4, 10, 11, 12],
    idealDays: { min: 4, max: 6 },
    currency: "INR",
    palette: ["#b8e0d2", "#2b9348", "#f8961e"],
    popularity: 78,
    cities: [
      {
        slug: "shillong",
        name: "Shillong",
        description: "The capital, a pine-covered hill city at about 1,500 m.",
        lat: 25.58,
        lng: 91.89,
        landmarks: [
          {
            name: "Umiam Lake",
            kind: "lake",
            description:
              "A large reservoir on the road from Guwahati, used for boating and kayaking.",
          },
          {
            name: "Ward's Lake",
            kind: "lake",
            description: "A colonial-era lake and garden in the centre of town.",
          },
          {
            name: "Don Bosco Museum",
            kind: "museum",
            description: "A seven-storey museum of the cultures of north-east India.",
          },
          {
            name: "Elephant Falls",
            kind: "waterfall",
            description: "A three-tiered waterfall on the outskirts of Shillong.",
          },
        ],
      },
      {
        slug: "sohra",
        name: "Sohra (Cherrapunji)",
        description: "A plateau town famous for record rainfall, deep gorges and waterfalls.",
        lat: 25.27,
        lng: 91.73,
        landmarks: [
          {
            name: "Nohkalikai Falls",
            kind: "waterfall",
            description:
              "Often cited as India's tallest plunge waterfall, dropping into a green pool.",
          },
          {
            name: "Mawsmai Cave",
            kind: "cave",
            description: "A lit limestone cave with stalactites, easy to walk through.",
          },
          {
            name: "Double Decker Living Root Bridge",
            kind: "trek",
            description:
              "A two-level bridge of rubber-tree roots at Nongriat, reached by several thousand steps.",
          },
          {
            name: "Seven Sisters Falls",
            kind: "waterfall",
            description: "A row of seven falls tumbling off the plateau during the monsoon.",
          },
        ],
      },
      {
        slug: "mawlynnong",
        name: "Mawlynnong",
        description:
          "A Khasi village near the Bangladesh border known for its cleanliness and community upkeep.",
        lat: 25.2,
        lng: 91.92,
        landmarks: [
          {
            name: "Mawlynnong Village",
            kind: "landmark",
            description: "A well-kept village of flower gardens and bamboo dustbins.",
          },
          {
            name: "Riwai Living Root Bridge",
            kind: "landmark",
            description: "A single-decker root bridge over a stream, a short walk from Mawlynnong.",
          },
        ],
      },
      {
        slug: "dawki",
        name: "Dawki",
        description: "A border town on the Umngot River, at the crossing into Bangladesh.",
        lat: 25.19,
        lng: 92.02,
        landmarks: [
          {
            name: "Umngot River",
            kind: "landmark",
            description: "So clear in winter that boats appear to float in mid-air.",
          },
          {
            name: "Shnongpdeng",
            kind: "landmark",
            description: "A riverside village for camping, cliff jumping and snorkelling.",
          },
        ],
      },
    ],
  },
  {
    slug: "uttar-pradesh",
    name: "Uttar Pradesh",
    type: "india",
    kind: "state",
    region: "North India",
    hasPackage: true,
    tagline: "The Taj Mahal, Varanasi's ghats and the kebab kitchens of Lucknow",
    description:
      "Uttar Pradesh, India's most populous state, lies on the Ganga plains and holds some of the country's best-known sights. Agra's Taj Mahal and Agra Fort, the riverside ghats of Varanasi and the Buddhist site of Sarnath draw visitors from around the world. Lucknow is famous for Awadhi cuisine and Nawabi architecture.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 4, max: 7 },
    currency: "INR",
    palette: ["#fdf0d5", "#c08552", "#780000"],
    popularity: 77,
    cities: [
      {
        slug: "agra",
        name: "Agra",
        description:
          "The Mughal city on the Yamuna, home of the Taj Mahal and one corner of the Golden Triangle.",
        lat: 27.18,
        lng: 78.01,
        landmarks: [
          {
            name: "Taj Mahal",
            kind: "monument",
            description:
              "The white marble mausoleum built by Shah Jahan for Mumtaz Mahal; closed on Fridays.",
          },
          {
            name: "Agra Fort",
            kind: "fort",
            description: "A red sandstone Mughal fort and palace complex, also a UNESCO site.",
          },
          {
            name: "Mehtab Bagh",
            kind: "garden",
            description: "A Mughal garden across the river, aligned with the Taj Mahal.",
          },
          {
            name: "Fatehpur Sikri",
            kind: "monument",
            description: "Akbar's abandoned red sandstone capital, about 37 km from Agra.",
          },
        ],
      },
      {
        slug: "varanasi",
        name: "Varanasi",
        description: "One of the world's oldest living cities, lined with ghats along the Ganga.",
        lat: 25.32,
        lng: 83.01,
        landmarks: [
          {
            name: "Dashashwamedh Ghat",
            kind: "landmark",
            description: "The main ghat, where the evening Ganga aarti is performed.",
          },
          {
            name: "Kashi Vishwanath Temple",
            kind: "temple",
            description:
              "One of the twelve Jyotirlingas, now reached via a broad corridor from the river.",
          },
          {
            name: "Assi Ghat",
            kind: "landmark",
            description:
              "The southernmost major ghat, known for the morning Subah-e-Banaras programme.",
          },
          {
            name: "Sarnath",
            kind: "monument",
            description:
              "Where the Buddha gave his first sermon, marked by the Dhamek Stupa, 10 km from the city.",
          },
        ],
      },
      {
        slug: "lucknow",
        name: "Lucknow",
        description:
          "The capital, known for Nawabi monuments, chikankari embroidery and Awadhi food.",
        lat: 26.85,
        lng: 80.95,
        landmarks: [
          {
            name: "Bara Imambara",
            kind: "monument",
            description:
              "A 1784 complex with a vast vaulted hall and the Bhool Bhulaiya labyrinth.",
          },
          {
            name: "Rumi Darwaza",
            kind: "monument",
            description: "A 60-ft ornate Awadhi gateway beside the Bara Imambara.",
          },
          {
            name: "Hazratganj",
            kind: "market",
            description: "The city's central shopping street, with colonial-era arcades.",
          },
        ],
      },
      {
        slug: "vrindavan",
        name: "Vrindavan",
        description: "A pilgrimage town associated with Lord Krishna's childhood, near Mathura.",
        lat: 27.58,
        lng: 77.7,
        landmarks: [
          {
            name: "Banke Bihari Temple",
            kind: "temple",
            description: "One of Vrindavan's most revered Krishna temples.",
          },
          {
            name: "Prem Mandir",
            kind: "temple",
            description: "A white marble temple illuminated with changing lights in the evening.",
          },
          {
            name: "ISKCON Vrindavan",
            kind: "temple",
            description: "The Krishna Balaram Mandir, founded by ISKCON in 1975.",
          },
        ],
      },
    ],
  },
  {
    slug: "delhi",
    name: "Delhi",
    type: "india",
    kind: "union_territory",
    region: "North India",
    hasPackage: true,
    tagline: "Mughal monuments, street-food lanes and Lutyens' grand avenues",
    description:
      "Delhi, India's capital territory, layers the walled Mughal city of Shahjahanabad beside Lutyens' New Delhi. It has three UNESCO World Heritage Sites, the Red Fort, Humayun's Tomb and the Qutub Minar, along with bazaars, museums and a celebrated street-food culture. With Agra and Jaipur it forms the Golden Triangle.",
    bestMonths: [2, 3, 10, 11],
    idealDays: { min: 2, max: 3 },
    currency: "INR",
    palette: ["#ffe8d6", "#cb997e", "#d62828"],
    popularity: 76,
    cities: [
      {
        slug: "old-delhi",
        name: "Old Delhi",
        description:
          "Shah Jahan's walled city of Shahjahanabad, with crowded bazaars and Mughal monuments.",
        lat: 28.65,
        lng: 77.23,
        landmarks: [
          {
            name: "Red Fort",
            kind: "fort",
            description:
              "The Mughal palace-fort from which the Prime Minister speaks on Independence Day.",
          },
          {
            name: "Jama Masjid",
            kind: "mosque",
            description: "One of India's largest mosques, completed in 1656.",
          },
          {
            name: "Chandni Chowk",
            kind: "market",
            description: "A historic bazaar street famous for street food, spices and fabrics.",
          },
        ],
      },
      {
        slug: "new-delhi",
        name: "New Delhi",
        description:
          "The planned capital designed by Edwin Lutyens, with wide avenues and government buildings.",
        lat: 28.61,
        lng: 77.21,
        landmarks: [
          {
            name: "India Gate",
            kind: "monument",
            description: "A war memorial arch on Kartavya Path, beside the National War Memorial.",
          },
          {
            name: "Humayun's Tomb",
            kind: "monument",
            description: "A 16th-century garden tomb that inspired the Taj Mahal.",
          },
          {
            name: "Lotus Temple",
            kind: "temple",
            description: "The lotus-shaped Bahá'í House of Worship, open to all faiths.",
          },
          {
            name: "Akshardham",
            kind: "temple",
            description:
              "A vast carved-stone temple complex with exhibitions and a musical fountain.",
          },
        ],
      },
      {
        slug: "mehrauli",
        name: "Mehrauli",
        description: "South Delhi's oldest inhabited quarter, with ruins from the Delhi Sultanate.",
        lat: 28.52,
        lng: 77.18,
        landmarks: [
          {
            name: "Qutub Minar",
            kind: "monument",
            description:
              "A 73 m fluted victory tower begun in 1199, with the Iron Pillar in its courtyard.",
          },
          {
            name: "Mehrauli Archaeological Park",
            kind: "monument",
            description:
              "Parkland scattered with tombs, stepwells and mosques spanning several centuries.",
          },
        ],
      },
    ],
  },
  {
    slug: "karnataka",
    name: "Karnataka",
    type: "india",
    kind: "state",
    region: "South India",
    hasPackage: true,
    tagline: "Royal Mysuru, the boulder-strewn ruins of Hampi and Gokarna's beaches",
    description:
      "Karnataka spans the Deccan Plateau, the Western Ghats and a long Arabian Sea coastline. It holds the Vijayanagara ruins at Hampi, the palaces of Mysuru and coffee country in Chikmagalur, alongside the tech hub of Bengaluru. Mysuru's ten-day Dasara festival in autumn is among India's grandest.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 5, max: 9 },
    currency: "INR",
    palette: ["#ffe8a3", "#606c38", "#9d0208"],
    popularity: 74,
    cities: [
      {
        slug: "bengaluru",
        name: "Bengaluru",
        description:
          "The state capital and India's technology hub, known for parks, pubs and a mild climate.",
        lat: 12.97,
        lng: 77.59,
        landmarks: [
          {
            name: "Lalbagh Botanical Garden",
            kind: "garden",
            description:
              "An 18th-century garden with a glasshouse modelled on London's Crystal Palace.",
          },
          {
            name: "Bangalore Palace",
            kind: "palace",
            description: "A Tudor-style palace completed in the late 19th century.",
          },
          {
            name: "Cubbon Park",
            kind: "garden",
            description: "A large green park in the city centre beside the Vidhana Soudha.",
          },
          {
            name: "Tipu Sultan's Summer Palace",
            kind: "palace",
            description: "A teak palace completed in 1791.",
          },
        ],
      },
      {
        slug: "mysuru",
        name: "Mysuru",
        description:
          "The former capital of the Wodeyar kings, known for silk, sandalwood and Dasara.",
        lat: 12.3,
        lng: 76.64,
        landmarks: [
          {
            name: "Mysore Palace",
            kind: "palace",
            description:
              "Indo-Saracenic palace lit by nearly 100,000 bulbs on Sunday evenings and during Dasara.",
          },
          {
            name: "Chamundi Hills",
            kind: "temple",
            description:
              "Hill topped by the Chamundeshwari Temple, with a giant monolithic Nandi on the way.",
          },
          {
            name: "Brindavan Gardens",
            kind: "garden",
            description:
              "Terraced gardens below the Krishnaraja Sagar dam with a musical fountain.",
          },
          {
            name: "St. Philomena's Church",
            kind: "church",
            description: "A neo-Gothic cathedral with twin spires.",
          },
        ],
      },
      {
        slug: "hampi",
        name: "Hampi",
        description:
          "The ruins of Vijayanagara, capital of a 14th–16th-century empire, among giant boulders.",
        lat: 15.34,
        lng: 76.46,
        landmarks: [
          {
            name: "Virupaksha Temple",
            kind: "temple",
            description: "A still-active temple with a towering gopuram on the Hampi bazaar.",
          },
          {
            name: "Vittala Temple",
            kind: "temple",
            description: "Famous for its stone chariot and musical pillars.",
          },
          {
            name: "Hemakuta Hill",
            kind: "viewpoint",
            description: "A rocky hill of small temples, popular at sunrise and sunset.",
          },
          {
            name: "Lotus Mahal",
            kind: "palace",
            description:
              "An elegant pavilion in the Zenana Enclosure blending Indo-Islamic styles.",
          },
        ],
      },
      {
        slug: "gokarna",
        name: "Gokarna",
        description: "A temple town on the Arabian Sea with a string of cove beaches to the south.",
        lat: 14.55,
        lng: 74.32,
        landmarks: [
          {
            name: "Om Beach",
            kind: "beach",
            description: "Two linked coves shaped like the Om symbol.",
          },
          {
            name: "Kudle Beach",
            kind: "beach",
            description: "A relaxed beach with cafés, reached by a headland path.",
          },
          {
            name: "Mahabaleshwar Temple",
            kind: "temple",
            description: "An ancient Shiva temple said to house the Atmalinga.",
          },
        ],
      },
      {
        slug: "chikmagalur",
        name: "Chikmagalur",
        description: "Coffee country in the Western Ghats, where coffee was first grown in India.",
        lat: 13.32,
        lng: 75.77,
        landmarks: [
          {
            name: "Mullayanagiri",
            kind: "hill",
            description: "Karnataka's highest peak at about 1,930 m.",
          },
          {
            name: "Baba Budangiri",
            kind: "hill",
            description:
              "Hills where Baba Budan is said to have planted India's first coffee seeds.",
          },
          {
            name: "Hebbe Falls",
            kind: "waterfall",
            description: "A two-stage waterfall reached by jeep through a coffee estate.",
          },
        ],
      },
    ],
  },
  {
    slug: "tamil-nadu",
    name: "Tamil Nadu",
    type: "india",
    kind: "state",
    region: "South India",
    hasPackage: true,
    tagline: "Towering temple gopurams, Chola bronzes and the southern tip of India",
    description:
      "Tamil Nadu occupies India's south-eastern coast and is the heartland of Dravidian temple architecture. Highlights include the Meenakshi Temple in Madurai, the Chola-era Brihadeeswarar Temple at Thanjavur and the Pallava monuments of Mahabalipuram. Chennai is the gateway, and Kanyakumari marks the southern tip of mainland India.",
    bestMonths: [1, 2, 3, 12],
    idealDays: { min: 5, max: 8 },
    currency: "INR",
    palette: ["#ffd6a5", "#bc6c25", "#6a040f"],
    popularity: 73,
    cities: [
      {
        slug: "chennai",
        name: "Chennai",
        description:
          "The state capital on the Bay of Bengal, a centre of Carnatic music and Bharatanatyam.",
        lat: 13.08,
        lng: 80.27,
        landmarks: [
          {
            name: "Marina Beach",
            kind: "beach",
            description: "One of the longest urban beaches in the world.",
          },
          {
            name: "Kapaleeshwarar Temple",
            kind: "temple",
            description: "A Dravidian-style Shiva temple in Mylapore with a colourful gopuram.",
          },
          {
            name: "Fort St. George",
            kind: "fort",
            description: "The first English fortress in India, founded in 1644, with a museum.",
          },
          {
            name: "San Thome Basilica",
            kind: "church",
            description: "A neo-Gothic basilica built over the tomb of St Thomas the Apostle.",
          },
        ],
      },
      {
        slug: "mahabalipuram",
        name: "Mahabalipuram",
        description: "A Pallava-era port town with UNESCO-listed rock-cut monuments by the sea.",
        lat: 12.62,
        lng: 80.19,
        landmarks: [
          {
            name: "Shore Temple",
            kind: "temple",
            description: "An 8th-century granite temple standing on the seashore.",
          },
          {
            name: "Pancha Rathas",
            kind: "monument",
            description: "Five monolithic shrines carved from single rocks.",
          },
          {
            name: "Arjuna's Penance",
            kind: "monument",
            description: "A giant open-air relief carved into two boulders.",
          },
        ],
      },
      {
        slug: "madurai",
        name: "Madurai",
        description: "An ancient temple city on the Vaigai River.",
        lat: 9.93,
        lng: 78.12,
        landmarks: [
          {
            name: "Meenakshi Amman Temple",
            kind: "temple",
            description: "A vast temple complex with 14 sculpted gopurams.",
          },
          {
            name: "Thirumalai Nayakkar Mahal",
            kind: "palace",
            description: "A 17th-century palace with massive pillars and a sound-and-light show.",
          },
          {
            name: "Gandhi Memorial Museum",
            kind: "museum",
            description:
              "Holds the blood-stained cloth Gandhi was wearing when he was assassinated.",
          },
        ],
      },
      {
        slug: "thanjavur",
        name: "Thanjavur",
        description:
          "The former Chola capital in the Kaveri delta, known for bronzes and painting.",
        lat: 10.79,
        lng: 79.14,
        landmarks: [
          {
            name: "Brihadeeswarar Temple",
            kind: "temple",
            description:
              "Completed in 1010 by Rajaraja Chola I, part of the UNESCO Great Living Chola Temples.",
          },
          {
            name: "Thanjavur Maratha Palace",
            kind: "palace",
            description:
              "Palace complex of the Nayak and Maratha rulers, with an art gallery of Chola bronzes.",
          },
          {
            name: "Saraswathi Mahal Library",
            kind: "museum",
            description: "One of Asia's oldest libraries, with palm-leaf manuscripts.",
          },
        ],
      },
      {
        slug: "kanyakumari",
        name: "Kanyakumari",
        description:
          "The southern tip of mainland India, where the Arabian Sea, Indian Ocean and Bay of Bengal meet.",
        lat: 8.08,
        lng: 77.54,
        landmarks: [
          {
            name: "Vivekananda Rock Memorial",
            kind: "monument",
            description:
              "A memorial on an offshore rock where Swami Vivekananda meditated in 1892.",
          },
          {
            name: "Thiruvalluvar Statue",
            kind: "monument",
            description: "A 133-ft stone statue of the Tamil poet, on a rock next to the memorial.",
          },
          {
            name: "Kanyakumari Beach",
            kind: "beach",
            description: "Known for watching both sunrise and sunset over the sea.",
          },
        ],
      },
    ],
  },
  {
    slug: "maharashtra",
    name: "Maharashtra",
    type: "india",
    kind: "state",
    region: "West India",
    hasPackage: true,
    tagline: "Mumbai's seafront, the caves of Ajanta and Ellora, and Sahyadri forts",
    description:
      "Maharashtra stretches from the Konkan coast across the Sahyadri range to the Deccan Plateau. Mumbai is its fast-paced capital, while the rock-cut caves of Ajanta and Ellora are UNESCO World Heritage Sites. Hill stations such as Lonavala and Mahabaleshwar are popular weekend escapes, especially during and after the monsoon.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 4, max: 7 },
    currency: "INR",
    palette: ["#ffd6ba", "#457b9d", "#e85d04"],
    popularity: 72,
    cities: [
      {
        slug: "mumbai",
        name: "Mumbai",
        description:
          "India's financial capital and home of Bollywood, on a peninsula in the Arabian Sea.",
        lat: 18.96,
        lng: 72.82,
        landmarks: [
          {
            name: "Gateway of India",
            kind: "monument",
            description: "A basalt arch on the Apollo Bunder waterfront, completed in 1924.",
          },
          {
            name: "Marine Drive",
            kind: "street",
            description: "A curving seafront boulevard known as the Queen's Necklace at night.",
          },
          {
            name: "Chhatrapati Shivaji Maharaj Terminus",
            kind: "monument",
            description: "A UNESCO-listed Victorian Gothic railway station.",
          },
          {
            name: "Elephanta Caves",
            kind: "cave",
            description:
              "Rock-cut Shiva cave temples on an island an hour by ferry from the Gateway.",
          },
          {
            name: "Haji Ali Dargah",
            kind: "mosque",
            description: "A mosque and tomb on an islet reached by a causeway at low tide.",
          },
        ],
      },
      {
        slug: "lonavala",
        name: "Lonavala",
        description:
          "A hill station in the Sahyadris between Mumbai and Pune, known for chikki and monsoon views.",
        lat: 18.75,
        lng: 73.41,
        landmarks: [
          {
            name: "Karla Caves",
            kind: "cave",
            description:
              "Buddhist rock-cut caves with one of India's largest ancient chaitya halls.",
          },
          {
            name: "Tiger's Leap",
            kind: "viewpoint",
            description: "A cliff-edge viewpoint over the valley, dramatic in the monsoon.",
          },
          {
            name: "Bhushi Dam",
            kind: "lake",
            description: "A dam whose overflowing steps are a monsoon favourite.",
          },
          {
            name: "Rajmachi Fort",
            kind: "fort",
            description: "Twin-fortress hill reached by a popular trek.",
          },
        ],
      },
      {
        slug: "aurangabad",
        name: "Chhatrapati Sambhajinagar (Aurangabad)",
        description: "The base for visiting the Ajanta and Ellora caves.",
        lat: 19.88,
        lng: 75.34,
        landmarks: [
          {
            name: "Ajanta Caves",
            kind: "cave",
            description:
              "Buddhist caves with murals from the 2nd century BCE onwards, about 100 km away.",
          },
          {
            name: "Ellora Caves",
            kind: "cave",
            description: "Buddhist, Hindu and Jain caves, including the monolithic Kailasa temple.",
          },
          {
            name: "Bibi Ka Maqbara",
            kind: "monument",
            description: "A 17th-century mausoleum modelled on the Taj Mahal.",
          },
          {
            name: "Daulatabad Fort",
            kind: "fort",
            description: "A hilltop fortress with moats and a dark spiralling tunnel.",
          },
        ],
      },
      {
        slug: "mahabaleshwar",
        name: "Mahabaleshwar",
        description: "A Sahyadri hill station at about 1,350 m, famous for strawberries.",
        lat: 17.92,
        lng: 73.66,
        landmarks: [
          {
            name: "Arthur's Seat",
            kind: "viewpoint",
            description: "A cliff viewpoint over the Savitri valley.",
          },
          {
            name: "Venna Lake",
            kind: "lake",
            description: "A lake with boating and pony rides along its shore.",
          },
          {
            name: "Pratapgad Fort",
            kind: "fort",
            description: "The fort where Shivaji defeated Afzal Khan in 1659.",
          },
        ],
      },
    ],
  },
  {
    slug: "puducherry",
    name: "Puducherry",
    type: "india",
    kind: "union_territory",
    region: "South India",
    hasPackage: true,
    tagline: "French Quarter boulevards, a seaside promenade and Auroville's golden dome",
    description:
      "Puducherry was the capital of French India until 1954 and retains a French Quarter of mustard-yellow villas and tree-lined streets. The town is home to the Sri Aurobindo Ashram, and the experimental township of Auroville lies just to the north. Its beaches, cafés and cycle-friendly streets make it a popular weekend trip from Chennai.",
    bestMonths: [1, 2, 3, 12],
    idealDays: { min: 2, max: 3 },
    currency: "INR",
    palette: ["#fde2e4", "#4895ef", "#f9c74f"],
    popularity: 70,
    cities: [
      {
        slug: "puducherry",
        name: "Puducherry",
        description: "The former French colonial town on the Coromandel Coast.",
        lat: 11.93,
        lng: 79.83,
        landmarks: [
          {
            name: "Promenade Beach",
            kind: "beach",
            description:
              "A rocky seafront walk along Goubert Avenue, closed to traffic in the evenings.",
          },
          {
            name: "White Town",
            kind: "street",
            description: "The French Quarter of colonial villas, boutique hotels and cafés.",
          },
          {
            name: "Sri Aurobindo Ashram",
            kind: "landmark",
            description: "The spiritual community founded around Sri Aurobindo and the Mother.",
          },
          {
            name: "Basilica of the Sacred Heart of Jesus",
            kind: "church",
            description: "A Gothic-revival church with stained-glass windows.",
          },
          {
            name: "Paradise Beach",
            kind: "beach",
            description: "A sandy spit reached by boat from the Chunnambar backwaters.",
          },
        ],
      },
      {
        slug: "auroville",
        name: "Auroville",
        description:
          "An international township founded in 1968, a few kilometres north of Puducherry.",
        lat: 12.01,
        lng: 79.81,
        landmarks: [
          {
            name: "Matrimandir",
            kind: "landmark",
            description: "A golden, disc-covered meditation sphere at the centre of Auroville.",
          },
          {
            name: "Auroville Beach",
            kind: "beach",
            description: "A relaxed beach near the township, popular with locals and cyclists.",
          },
        ],
      },
    ],
  },
  {
    slug: "gujarat",
    name: "Gujarat",
    type: "india",
    kind: "state",
    region: "West India",
    hasPackage: true,
    tagline: "The white Rann, Asiatic lions and the stepwells of Ahmedabad",
    description:
      "Gujarat lies on India's west coast and has the longest coastline of any Indian state. It is home to the last wild Asiatic lions in Gir, the white salt desert of the Rann of Kutch and the UNESCO-listed old city of Ahmedabad. The Rann Utsav festival runs through the winter months.",
    bestMonths: [1, 2, 11, 12],
    idealDays: { min: 5, max: 8 },
    currency: "INR",
    palette: ["#fefae0", "#dda15e", "#6a040f"],
    popularity: 68,
    cities: [
      {
        slug: "ahmedabad",
        name: "Ahmedabad",
        description:
          "India's first UNESCO World Heritage City, with historic pols and Indo-Islamic architecture.",
        lat: 23.03,
        lng: 72.58,
        landmarks: [
          {
            name: "Sabarmati Ashram",
            kind: "museum",
            description: "Gandhi's home from 1917 to 1930, starting point of the Dandi March.",
          },
          {
            name: "Adalaj Stepwell",
            kind: "monument",
            description: "A five-storey carved stepwell built in 1499.",
          },
          {
            name: "Sidi Saiyyed Mosque",
            kind: "mosque",
            description: "Famous for its intricate stone-lattice tree-of-life windows.",
          },
        ],
      },
      {
        slug: "bhuj",
        name: "Bhuj (Kutch)",
        description: "The main town of Kutch and base for the Great Rann and craft villages.",
        lat: 23.24,
        lng: 69.67,
        landmarks: [
          {
            name: "Great Rann of Kutch",
            kind: "desert",
            description: "A white salt desert near Dhordo, site of the winter Rann Utsav.",
          },
          {
            name: "Aina Mahal",
            kind: "palace",
            description: "An 18th-century palace with a hall of mirrors.",
          },
          {
            name: "Kalo Dungar",
            kind: "viewpoint",
            description: "The highest point in Kutch, overlooking the Rann.",
          },
        ],
      },
      {
        slug: "sasan-gir",
        name: "Sasan Gir",
        description: "The village gateway to Gir, the only wild home of the Asiatic lion.",
        lat: 21.17,
        lng: 70.6,
        landmarks: [
          {
            name: "Gir National Park",
            kind: "national_park",
            description: "Dry deciduous forest where jeep safaris track Asiatic lions.",
          },
          {
            name: "Devalia Safari Park",
            kind: "wildlife",
            description:
              "A fenced interpretation zone inside Gir with near-certain lion sightings.",
          },
        ],
      },
      {
        slug: "dwarka",
        name: "Dwarka",
        description:
          "A coastal pilgrimage town associated with Lord Krishna, one of the Char Dham.",
        lat: 22.24,
        lng: 68.97,
        landmarks: [
          {
            name: "Dwarkadhish Temple",
            kind: "temple",
            description: "A five-storey temple to Krishna on the Gomti creek.",
          },
          {
            name: "Bet Dwarka",
            kind: "island",
            description: "An island reached by the Sudarshan Setu bridge, with Krishna temples.",
          },
          {
            name: "Nageshwar Jyotirlinga",
            kind: "temple",
            description: "One of the twelve Jyotirlingas, with a large Shiva statue.",
          },
        ],
      },
      {
        slug: "ekta-nagar",
        name: "Ekta Nagar (Kevadia)",
        description: "The township beside the Sardar Sarovar Dam on the Narmada River.",
        lat: 21.84,
        lng: 73.72,
        landmarks: [
          {
            name: "Statue of Unity",
            kind: "monument",
            description:
              "A 182 m statue of Sardar Vallabhbhai Patel, the tallest statue in the world.",
          },
          {
            name: "Sardar Sarovar Dam",
            kind: "landmark",
            description: "One of India's largest dams, on the Narmada.",
          },
        ],
      },
    ],
  },
  {
    slug: "madhya-pradesh",
    name: "Madhya Pradesh",
    type: "india",
    kind: "state",
    region: "Central India",
    hasPackage: true,
    tagline: "Khajuraho's carved temples, tiger reserves and the ghats of Ujjain",
    description:
      "Madhya Pradesh, at the geographic heart of India, is called the country's tiger state for reserves such as Bandhavgarh, Kanha and Pench. Its heritage ranges from the UNESCO-listed temples of Khajuraho to the Bundela palaces of Orchha and the Mahakaleshwar Jyotirlinga at Ujjain. Pachmarhi is the state's only hill station.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 5, max: 8 },
    currency: "INR",
    palette: ["#fcefb4", "#7f5539", "#ee9b00"],
    popularity: 66,
    cities: [
      {
        slug: "khajuraho",
        name: "Khajuraho",
        description: "A small town with Chandela-era temples famous for their sculpture.",
        lat: 24.85,
        lng: 79.93,
        landmarks: [
          {
            name: "Kandariya Mahadeva Temple",
            kind: "temple",
            description: "The largest and most elaborate of the Western Group of temples.",
          },
          {
            name: "Lakshmana Temple",
            kind: "temple",
            description: "A well-preserved 10th-century Vishnu temple with detailed friezes.",
          },
          {
            name: "Panna National Park",
            kind: "national_park",
            description: "A tiger reserve on the Ken River, about 25 km from Khajuraho.",
          },
        ],
      },
      {
        slug: "orchha",
        name: "Orchha",
        description:
          "A former Bundela capital on the Betwa River, with palaces and riverside cenotaphs.",
        lat: 25.35,
        lng: 78.64,
        landmarks: [
          {
            name: "Jahangir Mahal",
            kind: "palace",
            description: "A 17th-century palace built for Emperor Jahangir's visit.",
          },
          {
            name: "Ram Raja Temple",
            kind: "temple",
            description:
              "The only temple where Rama is worshipped as a king, with a daily guard of honour.",
          },
          {
            name: "Orchha Chhatris",
            kind: "monument",
            description: "Royal cenotaphs lining the Betwa riverbank.",
          },
        ],
      },
      {
        slug: "bandhavgarh",
        name: "Bandhavgarh",
        description:
          "A tiger reserve in the Vindhya hills, with the village of Tala as its gateway.",
        lat: 23.7,
        lng: 81.02,
        landmarks: [
          {
            name: "Bandhavgarh National Park",
            kind: "national_park",
            description: "Known for one of the highest densities of tigers in India.",
          },
          {
            name: "Bandhavgarh Fort",
            kind: "fort",
            description:
              "An ancient hill fort inside the park, with a rock-cut statue of a reclining Vishnu.",
          },
        ],
      },
      {
        slug: "ujjain",
        name: "Ujjain",
        description:
          "An ancient city on the Shipra River and one of the four sites of the Kumbh Mela.",
        lat: 23.18,
        lng: 75.78,
        landmarks: [
          {
            name: "Mahakaleshwar Jyotirlinga",
            kind: "temple",
            description: "One of the twelve Jyotirlingas, known for its pre-dawn Bhasma Aarti.",
          },
          {
            name: "Ram Ghat",
            kind: "landmark",
            description: "The main ghat on the Shipra, with an evening aarti.",
          },
          {
            name: "Kal Bhairav Temple",
            kind: "temple",
            description: "A temple where liquor is offered to the deity.",
          },
        ],
      },
      {
        slug: "pachmarhi",
        name: "Pachmarhi",
        description: "A hill station in the Satpura range, inside a biosphere reserve.",
        lat: 22.47,
        lng: 78.43,
        landmarks: [
          {
            name: "Bee Falls",
            kind: "waterfall",
            description: "A waterfall with a pool for bathing, reached by steps.",
          },
          {
            name: "Pandav Caves",
            kind: "cave",
            description: "Five ancient rock-cut caves linked by legend to the Pandavas.",
          },
          {
            name: "Dhupgarh",
            kind: "viewpoint",
            description: "The highest point of the Satpura range, popular at sunset.",
          },
        ],
      },
    ],
  },
  {
    slug: "punjab",
    name: "Punjab",
    type: "india",
    kind: "state",
    region: "North India",
    hasPackage: true,
    tagline: "The Golden Temple, Wagah's border ceremony and Punjabi dhaba feasts",
    description:
      "Punjab, the land of five rivers, is the heartland of Sikh heritage and one of India's most fertile farming regions. Amritsar's Harmandir Sahib serves free langar meals to tens of thousands of people every day, and the Beating Retreat ceremony is held each evening at the nearby Attari–Wagah border. Anandpur Sahib and Patiala add Sikh shrines and royal palaces.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 2, max: 4 },
    currency: "INR",
    palette: ["#f1faee", "#8cb369", "#f4a259"],
    popularity: 65,
    cities: [
      {
        slug: "amritsar",
        name: "Amritsar",
        description: "The spiritual centre of Sikhism, close to the border with Pakistan.",
        lat: 31.63,
        lng: 74.87,
        landmarks: [
          {
            name: "Golden Temple",
            kind: "temple",
            description:
              "Harmandir Sahib, the gilded gurdwara in the middle of the sacred Amrit Sarovar.",
          },
          {
            name: "Jallianwala Bagh",
            kind: "monument",
            description: "A memorial garden to those killed in the 1919 massacre.",
          },
          {
            name: "Attari–Wagah Border",
            kind: "landmark",
            description: "Scene of the daily Beating Retreat ceremony, about 30 km from the city.",
          },
          {
            name: "Partition Museum",
            kind: "museum",
            description: "A museum of the 1947 Partition in the restored Town Hall.",
          },
        ],
      },
      {
        slug: "anandpur-sahib",
        name: "Anandpur Sahib",
        description: "A holy town in the Shivalik foothills, where the Khalsa was founded.",
        lat: 31.24,
        lng: 76.5,
        landmarks: [
          {
            name: "Takht Sri Kesgarh Sahib",
            kind: "temple",
            description: "The gurdwara where Guru Gobind Singh founded the Khalsa in 1699.",
          },
          {
            name: "Virasat-e-Khalsa",
            kind: "museum",
            description: "A striking museum of Sikh history designed by Moshe Safdie.",
          },
        ],
      },
      {
        slug: "patiala",
        name: "Patiala",
        description: "A former princely state capital known for its palaces and Patiala peg.",
        lat: 30.34,
        lng: 76.39,
        landmarks: [
          {
            name: "Qila Mubarak",
            kind: "fort",
            description: "An 18th-century fort-palace in the heart of the old city.",
          },
          {
            name: "Sheesh Mahal",
            kind: "palace",
            description: "A mirror-work palace with a museum of medals and miniatures.",
          },
        ],
      },
    ],
  },
  {
    slug: "west-bengal",
    name: "West Bengal",
    type: "india",
    kind: "state",
    region: "East & North-East India",
    hasPackage: true,
    tagline: "Colonial Kolkata, mangrove tigers and Tagore's Santiniketan",
    description:
      "West Bengal stretches from the Himalayan foothills to the Bay of Bengal. Kolkata, the former capital of British India, is known for its colonial architecture, literature and Durga Puja celebrations. The Sundarbans delta, shared with Bangladesh, is the world's largest mangrove forest and home to the Bengal tiger.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 4, max: 6 },
    currency: "INR",
    palette: ["#fff1e6", "#2d6a4f", "#d00000"],
    popularity: 63,
    cities: [
      {
        slug: "kolkata",
        name: "Kolkata",
        description: "The state capital on the Hooghly River, India's cultural capital for many.",
        lat: 22.57,
        lng: 88.36,
        landmarks: [
          {
            name: "Victoria Memorial",
            kind: "monument",
            description: "A white marble memorial hall and museum completed in 1921.",
          },
          {
            name: "Howrah Bridge",
            kind: "landmark",
            description: "A cantilever bridge over the Hooghly, one of the busiest in the world.",
          },
          {
            name: "Dakshineswar Kali Temple",
            kind: "temple",
            description: "A riverside temple associated with Sri Ramakrishna.",
          },
          {
            name: "Indian Museum",
            kind: "museum",
            description: "Founded in 1814, the oldest museum in India.",
          },
        ],
      },
      {
        slug: "sundarbans",
        name: "Sundarbans",
        description:
          "Mangrove islands and tidal creeks explored by boat, usually from Godkhali or Gosaba.",
        lat: 22.12,
        lng: 88.83,
        landmarks: [
          {
            name: "Sundarban National Park",
            kind: "national_park",
            description: "UNESCO-listed tiger reserve of mangrove forest and waterways.",
          },
          {
            name: "Sajnekhali Watch Tower",
            kind: "viewpoint",
            description: "A watchtower and interpretation centre for spotting wildlife.",
          },
        ],
      },
      {
        slug: "santiniketan",
        name: "Santiniketan",
        description:
          "The university town founded by Rabindranath Tagore, a UNESCO World Heritage Site since 2023.",
        lat: 23.68,
        lng: 87.68,
        landmarks: [
          {
            name: "Visva-Bharati University",
            kind: "landmark",
            description: "Tagore's university, with open-air classes under the trees.",
          },
          {
            name: "Rabindra Bhavana",
            kind: "museum",
            description: "A museum of Tagore's manuscripts, paintings and personal belongings.",
          },
          {
            name: "Sonajhuri Haat",
            kind: "market",
            description: "A Saturday crafts market held in a forest of sonajhuri trees.",
          },
        ],
      },
    ],
  },
  {
    slug: "assam",
    name: "Assam",
    type: "india",
    kind: "state",
    region: "East & North-East India",
    hasPackage: true,
    tagline: "One-horned rhinos, Brahmaputra river islands and estate tea",
    description:
      "Assam lies in the Brahmaputra Valley and is the gateway to north-east India. It is known for Kaziranga National Park, home to most of the world's greater one-horned rhinos, and for tea estates that produce a large share of India's tea. Majuli, a large river island, is the centre of Assam's Vaishnavite satra culture.",
    bestMonths: [1, 2, 3, 4, 11, 12],
    idealDays: { min: 4, max: 6 },
    currency: "INR",
    palette: ["#e9edc9", "#606c38", "#dda15e"],
    popularity: 61,
    cities: [
      {
        slug: "guwahati",
        name: "Guwahati",
        description: "The largest city of the north-east, on the banks of the Brahmaputra.",
        lat: 26.14,
        lng: 91.74,
        landmarks: [
          {
            name: "Kamakhya Temple",
            kind: "temple",
            description: "A major Shakti Peetha on Nilachal Hill.",
          },
          {
            name: "Umananda Temple",
            kind: "temple",
            description: "A Shiva temple on Peacock Island in the Brahmaputra, reached by ferry.",
          },
          {
            name: "Assam State Museum",
            kind: "museum",
            description: "Collections of sculpture, manuscripts and tribal crafts.",
          },
        ],
      },
      {
        slug: "kaziranga",
        name: "Kaziranga",
        description:
          "Grasslands and wetlands on the Brahmaputra floodplain, open to visitors from November to April.",
        lat: 26.58,
        lng: 93.17,
        landmarks: [
          {
            name: "Kaziranga National Park",
            kind: "national_park",
            description:
              "UNESCO-listed park for jeep and elephant safaris among rhinos, elephants and buffalo.",
          },
          {
            name: "Kaziranga Orchid and Biodiversity Park",
            kind: "garden",
            description: "Hundreds of orchid species, plus cultural performances.",
          },
        ],
      },
      {
        slug: "majuli",
        name: "Majuli",
        description:
          "A large inhabited river island in the Brahmaputra, reached by ferry from Jorhat.",
        lat: 26.95,
        lng: 94.17,
        landmarks: [
          {
            name: "Kamalabari Satra",
            kind: "monastery",
            description: "A Vaishnavite monastery known for Sattriya dance and drama.",
          },
          {
            name: "Samaguri Satra",
            kind: "monastery",
            description: "A satra known for the craft of mask-making.",
          },
        ],
      },
    ],
  },
  {
    slug: "odisha",
    name: "Odisha",
    type: "india",
    kind: "state",
    region: "East & North-East India",
    hasPackage: true,
    tagline: "Konark's stone chariot, Puri's Jagannath and Chilika's dolphins",
    description:
      "Odisha lies on India's eastern coast along the Bay of Bengal, with a rich temple heritage centred on Bhubaneswar, Puri and Konark. The Jagannath Temple in Puri hosts the annual Rath Yatra, and the Sun Temple at Konark is a UNESCO World Heritage Site. Chilika, Asia's largest brackish-water lagoon, is home to Irrawaddy dolphins and migratory birds.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 4, max: 6 },
    currency: "INR",
    palette: ["#fff3b0", "#335c67", "#e09f3e"],
    popularity: 60,
    cities: [
      {
        slug: "puri",
        name: "Puri",
        description: "A seaside pilgrimage town and one of the Char Dham.",
        lat: 19.81,
        lng: 85.83,
        landmarks: [
          {
            name: "Jagannath Temple",
            kind: "temple",
            description: "A 12th-century temple and starting point of the Rath Yatra.",
          },
          {
            name: "Puri Beach",
            kind: "beach",
            description: "A long beach known for sand art and sunrise.",
          },
          {
            name: "Raghurajpur",
            kind: "landmark",
            description: "A heritage crafts village of pattachitra painters, 14 km from Puri.",
          },
        ],
      },
      {
        slug: "konark",
        name: "Konark",
        description: "A coastal village built around the 13th-century Sun Temple.",
        lat: 19.89,
        lng: 86.09,
        landmarks: [
          {
            name: "Konark Sun Temple",
            kind: "temple",
            description: "A temple shaped as the Sun God's chariot, with 24 carved stone wheels.",
          },
          {
            name: "Chandrabhaga Beach",
            kind: "beach",
            description: "A beach near the temple, site of the Konark dance festival.",
          },
        ],
      },
      {
        slug: "bhubaneswar",
        name: "Bhubaneswar",
        description: "The capital, known as the Temple City of India.",
        lat: 20.3,
        lng: 85.82,
        landmarks: [
          {
            name: "Lingaraj Temple",
            kind: "temple",
            description: "An 11th-century Shiva temple, the largest in the city.",
          },
          {
            name: "Udayagiri and Khandagiri Caves",
            kind: "cave",
            description: "Jain rock-cut caves from the 2nd century BCE.",
          },
          {
            name: "Mukteswara Temple",
            kind: "temple",
            description: "A small 10th-century temple with a celebrated carved gateway.",
          },
        ],
      },
      {
        slug: "chilika",
        name: "Chilika (Satapada)",
        description: "The lagoon village of Satapada, where Chilika meets the sea.",
        lat: 19.67,
        lng: 85.44,
        landmarks: [
          {
            name: "Chilika Lake",
            kind: "lake",
            description: "Boat trips to spot Irrawaddy dolphins near the lagoon mouth.",
          },
          {
            name: "Nalabana Bird Sanctuary",
            kind: "wildlife",
            description: "An island sanctuary for migratory birds in winter.",
          },
          {
            name: "Kalijai Temple",
            kind: "temple",
            description: "A goddess shrine on a small island in the lagoon.",
          },
        ],
      },
    ],
  },
  {
    slug: "arunachal-pradesh",
    name: "Arunachal Pradesh",
    type: "india",
    kind: "state",
    region: "East & North-East India",
    hasPackage: true,
    tagline: "Mountain monasteries, high passes and the valleys of the eastern Himalaya",
    description:
      "Arunachal Pradesh is India's north-easternmost state, rising from subtropical forest to Himalayan peaks along the borders with Bhutan, China and Myanmar. Tawang's 17th-century monastery is the largest in India, while Ziro's Apatani villages are known for their rice fields and the Ziro Music Festival. Indian visitors need an Inner Line Permit.",
    bestMonths: [3, 4, 5, 10, 11],
    idealDays: { min: 6, max: 9 },
    currency: "INR",
    palette: ["#caf0f8", "#1b4332", "#e63946"],
    popularity: 58,
    cities: [
      {
        slug: "tawang",
        name: "Tawang",
        description: "A high monastery town at about 3,000 m, reached over Sela Pass.",
        lat: 27.59,
        lng: 91.87,
        landmarks: [
          {
            name: "Tawang Monastery",
            kind: "monastery",
            description: "Founded in the 1680s, the largest monastery in India.",
          },
          {
            name: "Sela Pass",
            kind: "viewpoint",
            description: "A pass of over 4,100 m with a lake, often snowbound in winter.",
          },
          {
            name: "Madhuri Lake",
            kind: "lake",
            description:
              "Sangetsar Tso, a lake formed by an earthquake, with dead tree trunks rising from it.",
          },
          {
            name: "Tawang War Memorial",
            kind: "monument",
            description: "A memorial to soldiers who died in the 1962 war.",
          },
        ],
      },
      {
        slug: "dirang",
        name: "Dirang",
        description: "A valley town of apple and kiwi orchards on the road to Tawang.",
        lat: 27.36,
        lng: 92.24,
        landmarks: [
          {
            name: "Dirang Dzong",
            kind: "fort",
            description: "A fortified stone village with traditional Monpa houses.",
          },
          {
            name: "Sangti Valley",
            kind: "valley",
            description: "A river valley where black-necked cranes winter.",
          },
        ],
      },
      {
        slug: "ziro",
        name: "Ziro",
        description: "A high valley of the Apatani people, known for paddy-cum-fish farming.",
        lat: 27.59,
        lng: 93.83,
        landmarks: [
          {
            name: "Ziro Valley",
            kind: "valley",
            description:
              "Pine-ringed rice fields and Apatani villages, on UNESCO's tentative list.",
          },
          {
            name: "Talley Valley Wildlife Sanctuary",
            kind: "wildlife",
            description: "A forest sanctuary of fir and bamboo above Ziro.",
          },
        ],
      },
    ],
  },
  {
    slug: "telangana",
    name: "Telangana",
    type: "india",
    kind: "state",
    region: "South India",
    hasPackage: true,
    tagline: "Charminar, Golconda and the biryani capital of the Deccan",
    description:
      "Telangana lies on the Deccan Plateau and became India's newest state in 2014. Its capital Hyderabad blends Qutb Shahi and Nizam-era monuments with a booming tech industry and a renowned biryani tradition. Warangal preserves the Kakatiya dynasty's fort and temples, including the UNESCO-listed Ramappa Temple.",
    bestMonths: [1, 2, 10, 11, 12],
    idealDays: { min: 3, max: 5 },
    currency: "INR",
    palette: ["#fff0f3", "#b08968", "#0081a7"],
    popularity: 57,
    cities: [
      {
        slug: "hyderabad",
        name: "Hyderabad",
        description: "The City of Pearls, known for its Nizami heritage and biryani.",
        lat: 17.39,
        lng: 78.49,
        landmarks: [
          {
            name: "Charminar",
            kind: "monument",
            description:
              "A four-minaret monument built in 1591, at the heart of the old city bazaars.",
          },
          {
            name: "Golconda Fort",
            kind: "fort",
            description: "A hilltop fort famous for its acoustics and the diamond trade.",
          },
          {
            name: "Chowmahalla Palace",
            kind: "palace",
            description: "The former seat of the Nizams, with restored courtyards and halls.",
          },
          {
            name: "Salar Jung Museum",
            kind: "museum",
            description: "One of India's largest collections of art and antiques.",
          },
          {
            name: "Ramoji Film City",
            kind: "landmark",
            description: "A vast film studio complex with tours and themed attractions.",
          },
        ],
      },
      {
        slug: "warangal",
        name: "Warangal",
        description: "The former Kakatiya capital, about 150 km north-east of Hyderabad.",
        lat: 17.97,
        lng: 79.59,
        landmarks: [
          {
            name: "Warangal Fort",
            kind: "fort",
            description: "Ruins known for their carved stone Kakatiya arches (kirti toranas).",
          },
          {
            name: "Thousand Pillar Temple",
            kind: "temple",
            description: "A 12th-century star-shaped Kakatiya temple.",
          },
          {
            name: "Ramappa Temple",
            kind: "temple",
            description:
              "A UNESCO-listed 13th-century temple at Palampet, famed for its sculpture.",
          },
        ],
      },
    ],
  },
  {
    slug: "andhra-pradesh",
    name: "Andhra Pradesh",
    type: "india",
    kind: "state",
    region: "South India",
    hasPackage: true,
    tagline: "Tirumala's hill shrine, Araku coffee hills and Vizag's beaches",
    description:
      "Andhra Pradesh has one of India's longest coastlines along the Bay of Bengal. The Tirumala Venkateswara Temple near Tirupati is among the most visited pilgrimage sites in the world, while Visakhapatnam combines beaches with trips into the Eastern Ghats' Araku Valley. The state is known for fiery Andhra cuisine and Kalamkari textiles.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 4, max: 6 },
    currency: "INR",
    palette: ["#e0fbfc", "#3d5a80", "#ee6c4d"],
    popularity: 55,
    cities: [
      {
        slug: "visakhapatnam",
        name: "Visakhapatnam",
        description: "A port city and naval base with beaches below the Eastern Ghats.",
        lat: 17.69,
        lng: 83.22,
        landmarks: [
          {
            name: "RK Beach",
            kind: "beach",
            description: "Ramakrishna Beach, the city's main seafront.",
          },
          {
            name: "INS Kursura Submarine Museum",
            kind: "museum",
            description: "A decommissioned submarine turned into a museum on the beach.",
          },
          {
            name: "Kailasagiri",
            kind: "viewpoint",
            description: "A hilltop park reached by ropeway, overlooking the coast.",
          },
        ],
      },
      {
        slug: "araku-valley",
        name: "Araku Valley",
        description:
          "A hill valley of coffee plantations and tribal villages, reached by a scenic railway.",
        lat: 18.33,
        lng: 82.87,
        landmarks: [
          {
            name: "Borra Caves",
            kind: "cave",
            description: "Large limestone caves with stalactites and stalagmites.",
          },
          {
            name: "Araku Tribal Museum",
            kind: "museum",
            description: "A museum of the lifestyles of the region's tribal communities.",
          },
          {
            name: "Padmapuram Gardens",
            kind: "garden",
            description: "Botanical gardens with tree-top cottages.",
          },
        ],
      },
      {
        slug: "tirupati",
        name: "Tirupati",
        description:
          "The town at the foot of the Tirumala hills, gateway to the Venkateswara Temple.",
        lat: 13.63,
        lng: 79.42,
        landmarks: [
          {
            name: "Tirumala Venkateswara Temple",
            kind: "temple",
            description: "One of the world's most visited shrines, on the Tirumala hills.",
          },
          {
            name: "Silathoranam",
            kind: "landmark",
            description: "A natural rock arch in Tirumala, a rare geological formation.",
          },
          {
            name: "Sri Venkateswara National Park",
            kind: "national_park",
            description: "Forested hills with the Talakona waterfall.",
          },
        ],
      },
    ],
  },
  {
    slug: "lakshadweep",
    name: "Lakshadweep",
    type: "india",
    kind: "union_territory",
    region: "South India",
    hasPackage: false,
    tagline: "Coral atolls and turquoise lagoons in the Arabian Sea",
    description:
      "Lakshadweep is India's smallest union territory, a group of 36 coral islands in the Arabian Sea, roughly 200 to 440 km off the Kerala coast. Only a few islands are open to visitors, and entry requires a permit from the administration. Lagoons around Agatti, Bangaram and Kavaratti are known for snorkelling, diving and glass-bottom boat rides.",
    bestMonths: [1, 2, 3, 4, 10, 11, 12],
    idealDays: { min: 4, max: 6 },
    currency: "INR",
    palette: ["#48cae4", "#ade8f4", "#06d6a0"],
    popularity: 52,
    cities: [
      {
        slug: "kavaratti",
        name: "Kavaratti",
        description: "The administrative capital, with a wide lagoon and many mosques.",
        lat: 10.57,
        lng: 72.64,
        landmarks: [
          {
            name: "Ujra Mosque",
            kind: "mosque",
            description: "A mosque known for its intricately carved wooden ceiling.",
          },
          {
            name: "Kavaratti Marine Aquarium",
            kind: "museum",
            description: "Displays of the coral fish and marine life of the islands.",
          },
          {
            name: "Kavaratti Lagoon",
            kind: "beach",
            description: "A calm lagoon for kayaking, snorkelling and glass-bottom boats.",
          },
        ],
      },
      {
        slug: "agatti",
        name: "Agatti",
        description: "The island with Lakshadweep's only airport, with flights from Kochi.",
        lat: 10.86,
        lng: 72.19,
        landmarks: [
          {
            name: "Agatti Lagoon",
            kind: "beach",
            description: "A shallow lagoon along the island for swimming and snorkelling.",
          },
          {
            name: "Kalpitti Island",
            kind: "island",
            description: "A small uninhabited islet off the southern tip of Agatti.",
          },
        ],
      },
      {
        slug: "bangaram",
        name: "Bangaram",
        description: "A teardrop-shaped atoll with a single resort, near Agatti.",
        lat: 10.94,
        lng: 72.29,
        landmarks: [
          {
            name: "Bangaram Beach",
            kind: "beach",
            description: "Powder-white sand and clear water on an otherwise uninhabited island.",
          },
          {
            name: "Thinnakara Island",
            kind: "island",
            description: "A neighbouring islet with tented stays and reef snorkelling.",
          },
        ],
      },
      {
        slug: "minicoy",
        name: "Minicoy",
        description:
          "The southernmost island, culturally closer to the Maldives, with its own Mahl language.",
        lat: 8.28,
        lng: 73.05,
        landmarks: [
          {
            name: "Minicoy Lighthouse",
            kind: "landmark",
            description: "A lighthouse built by the British in 1885, open to climb.",
          },
          {
            name: "Thundi Beach",
            kind: "beach",
            description: "A white-sand beach at the island's northern end.",
          },
        ],
      },
    ],
  },
  {
    slug: "nagaland",
    name: "Nagaland",
    type: "india",
    kind: "state",
    region: "East & North-East India",
    hasPackage: false,
    tagline: "The Hornbill Festival, Naga heritage villages and the Dzükou Valley",
    description:
      "Nagaland is a hill state in north-east India, home to more than a dozen major Naga tribes, each with its own language and traditions. The Hornbill Festival, held at Kisama near Kohima from 1 to 10 December, showcases Naga dance, crafts and food. Kohima's war cemetery recalls the 1944 battle that halted the Japanese advance into India.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 4, max: 6 },
    currency: "INR",
    palette: ["#ffe5d9", "#386641", "#9b2226"],
    popularity: 45,
    cities: [
      {
        slug: "kohima",
        name: "Kohima",
        description: "The capital, a hill town at about 1,450 m.",
        lat: 25.67,
        lng: 94.11,
        landmarks: [
          {
            name: "Kohima War Cemetery",
            kind: "monument",
            description: "A Commonwealth war cemetery on the site of the 1944 tennis-court battle.",
          },
          {
            name: "Kisama Heritage Village",
            kind: "landmark",
            description: "Venue of the Hornbill Festival, with traditional morungs of each tribe.",
          },
          {
            name: "Dzükou Valley",
            kind: "trek",
            description:
              "A high valley on the Nagaland–Manipur border, famous for its seasonal lilies.",
          },
        ],
      },
      {
        slug: "khonoma",
        name: "Khonoma",
        description: "An Angami village 20 km from Kohima, known for its conservation work.",
        lat: 25.65,
        lng: 94.02,
        landmarks: [
          {
            name: "Khonoma Green Village",
            kind: "landmark",
            description: "Terraced fields and stone houses in a village that banned hunting.",
          },
          {
            name: "Khonoma Nature Conservation and Tragopan Sanctuary",
            kind: "wildlife",
            description: "A community-run forest sanctuary for the Blyth's tragopan.",
          },
        ],
      },
      {
        slug: "mon",
        name: "Mon",
        description: "The land of the Konyak Nagas, former headhunters known for facial tattoos.",
        lat: 26.73,
        lng: 95.06,
        landmarks: [
          {
            name: "Longwa Village",
            kind: "landmark",
            description: "A Konyak village that straddles the India–Myanmar border.",
          },
          {
            name: "Angh's House",
            kind: "landmark",
            description:
              "The chief's house in Longwa, through which the international border runs.",
          },
        ],
      },
    ],
  },
  {
    slug: "bihar",
    name: "Bihar",
    type: "india",
    kind: "state",
    region: "East & North-East India",
    hasPackage: false,
    tagline: "Where the Buddha found enlightenment and Nalanda taught the world",
    description:
      "Bihar in eastern India is central to Buddhist history: the Buddha attained enlightenment at Bodh Gaya and preached at Rajgir. The ruins of Nalanda Mahavihara, a monastic university founded in the 5th century, are a UNESCO World Heritage Site. Patna, the capital, was ancient Pataliputra, seat of the Maurya Empire.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 3, max: 5 },
    currency: "INR",
    palette: ["#fef9ef", "#a98467", "#ff9f1c"],
    popularity: 44,
    cities: [
      {
        slug: "bodh-gaya",
        name: "Bodh Gaya",
        description:
          "The place of the Buddha's enlightenment, with monasteries built by many Buddhist nations.",
        lat: 24.7,
        lng: 84.99,
        landmarks: [
          {
            name: "Mahabodhi Temple",
            kind: "temple",
            description: "UNESCO-listed temple beside a descendant of the original Bodhi Tree.",
          },
          {
            name: "Great Buddha Statue",
            kind: "monument",
            description: "An 80-ft statue of the seated Buddha, unveiled in 1989.",
          },
          {
            name: "Wat Thai Buddhagaya",
            kind: "monastery",
            description: "A Thai-style temple with a gilded roof.",
          },
        ],
      },
      {
        slug: "rajgir",
        name: "Rajgir",
        description: "The ancient Magadha capital, ringed by hills with Buddhist and Jain sites.",
        lat: 25.03,
        lng: 85.42,
        landmarks: [
          {
            name: "Vishwa Shanti Stupa",
            kind: "monument",
            description: "A white peace pagoda on Ratnagiri hill, reached by ropeway.",
          },
          {
            name: "Griddhakuta",
            kind: "hill",
            description: "Vulture's Peak, where the Buddha delivered several sermons.",
          },
          {
            name: "Brahmakund",
            kind: "landmark",
            description: "Hot springs used for ritual bathing.",
          },
        ],
      },
      {
        slug: "nalanda",
        name: "Nalanda",
        description: "The site of the ancient university that drew scholars from across Asia.",
        lat: 25.14,
        lng: 85.44,
        landmarks: [
          {
            name: "Nalanda Mahavihara",
            kind: "monument",
            description: "Excavated brick monasteries and temples of the ancient university.",
          },
          {
            name: "Nalanda Archaeological Museum",
            kind: "museum",
            description: "Sculptures and objects found during excavation.",
          },
          {
            name: "Xuanzang Memorial Hall",
            kind: "monument",
            description: "A memorial to the Chinese monk-scholar who studied at Nalanda.",
          },
        ],
      },
      {
        slug: "patna",
        name: "Patna",
        description: "The capital on the Ganga, site of ancient Pataliputra.",
        lat: 25.59,
        lng: 85.14,
        landmarks: [
          {
            name: "Takht Sri Patna Sahib",
            kind: "temple",
            description: "The gurdwara at the birthplace of Guru Gobind Singh.",
          },
          {
            name: "Golghar",
            kind: "monument",
            description: "A beehive-shaped granary built in 1786, with views from the top.",
          },
          {
            name: "Bihar Museum",
            kind: "museum",
            description: "A modern museum of Bihar's history, including the Didarganj Yakshi.",
          },
        ],
      },
    ],
  },

  // ───────────────────────── International ─────────────────────────
  {
    slug: "dubai",
    name: "Dubai",
    type: "international",
    kind: "city",
    region: "Middle East",
    hasPackage: true,
    tagline: "Burj Khalifa views, desert safaris and souks beside the creek",
    description:
      "Dubai is the most populous of the seven United Arab Emirates, a trading port turned global city on the Persian Gulf. It offers record-breaking architecture such as the Burj Khalifa, vast malls, beach resorts and desert camps alongside the older souks of Deira and Bur Dubai. Winters from November to March are pleasantly warm, while summers are extremely hot.",
    bestMonths: [1, 2, 3, 11, 12],
    idealDays: { min: 4, max: 6 },
    currency: "AED",
    palette: ["#8ecae6", "#e9c46a", "#264653"],
    popularity: 98,
    cities: [
      {
        slug: "downtown-dubai",
        name: "Downtown Dubai",
        description: "The district around the Burj Khalifa and the Dubai Mall.",
        lat: 25.2,
        lng: 55.27,
        landmarks: [
          {
            name: "Burj Khalifa",
            kind: "viewpoint",
            description:
              "The world's tallest building at 828 m, with observation decks on levels 124, 125 and 148.",
          },
          {
            name: "The Dubai Mall",
            kind: "market",
            description: "One of the world's largest malls, with an aquarium and ice rink.",
          },
          {
            name: "Dubai Fountain",
            kind: "landmark",
            description: "A choreographed fountain show on the Burj Lake every evening.",
          },
        ],
      },
      {
        slug: "deira",
        name: "Deira & Bur Dubai",
        description:
          "Old Dubai on either side of the creek, with traditional souks and heritage quarters.",
        lat: 25.27,
        lng: 55.3,
        landmarks: [
          {
            name: "Gold Souk",
            kind: "market",
            description: "Covered market of more than 300 jewellery shops in Deira.",
          },
          {
            name: "Spice Souk",
            kind: "market",
            description: "Lanes of saffron, frankincense and dried fruit stalls.",
          },
          {
            name: "Al Fahidi Historical Neighbourhood",
            kind: "street",
            description: "Restored wind-tower houses, galleries and museums in Bur Dubai.",
          },
          {
            name: "Dubai Creek",
            kind: "landmark",
            description: "Crossed by traditional wooden abra boats for a single dirham or two.",
          },
        ],
      },
      {
        slug: "jumeirah",
        name: "Jumeirah",
        description: "A beachfront district of villas, resorts and landmark hotels.",
        lat: 25.2,
        lng: 55.24,
        landmarks: [
          {
            name: "Burj Al Arab",
            kind: "landmark",
            description: "A sail-shaped hotel on its own artificial island.",
          },
          {
            name: "Jumeirah Mosque",
            kind: "mosque",
            description: "A stone mosque offering guided visits to non-Muslims.",
          },
          {
            name: "Kite Beach",
            kind: "beach",
            description:
              "A long public beach with cafés, water sports and views of the Burj Al Arab.",
          },
          {
            name: "Souk Madinat Jumeirah",
            kind: "market",
            description: "A modern souk set along waterways, with abra rides.",
          },
        ],
      },
      {
        slug: "dubai-marina",
        name: "Dubai Marina & Palm Jumeirah",
        description: "High-rise waterfront living beside the palm-shaped artificial island.",
        lat: 25.08,
        lng: 55.14,
        landmarks: [
          {
            name: "Dubai Marina Walk",
            kind: "street",
            description: "A promenade of restaurants around an artificial canal marina.",
          },
          {
            name: "JBR Beach",
            kind: "beach",
            description:
              "A busy beach in front of Jumeirah Beach Residence, with The Walk behind it.",
          },
          {
            name: "Palm Jumeirah",
            kind: "island",
            description:
              "A palm-shaped artificial island with Atlantis The Palm and its waterpark at the tip.",
          },
        ],
      },
      {
        slug: "hatta",
        name: "Hatta",
        description: "A Dubai mountain exclave in the Hajar Mountains, about 130 km from the city.",
        lat: 24.8,
        lng: 56.12,
        landmarks: [
          {
            name: "Hatta Dam",
            kind: "lake",
            description: "A turquoise reservoir among rocky mountains, popular for kayaking.",
          },
          {
            name: "Hatta Heritage Village",
            kind: "museum",
            description: "A restored mountain village with watchtowers and a fort.",
          },
        ],
      },
    ],
  },
  {
    slug: "thailand",
    name: "Thailand",
    type: "international",
    kind: "country",
    region: "Southeast Asia",
    hasPackage: true,
    tagline: "Grand Palace glitter, Andaman Sea islands and night-market street food",
    description:
      "Thailand is a Southeast Asian kingdom known for ornate Buddhist temples, tropical islands and street food. Bangkok's palaces and markets contrast with the limestone islands around Phuket and Krabi and the mountain temples of Chiang Mai. Short direct flights from major Indian cities make it one of the top foreign trips for Indian travellers.",
    bestMonths: [1, 2, 3, 11, 12],
    idealDays: { min: 5, max: 8 },
    currency: "THB",
    palette: ["#7bdff2", "#2a9d8f", "#f7b801"],
    popularity: 97,
    cities: [
      {
        slug: "bangkok",
        name: "Bangkok",
        description:
          "The capital on the Chao Phraya River, known for temples, markets and nightlife.",
        lat: 13.76,
        lng: 100.5,
        landmarks: [
          {
            name: "Grand Palace",
            kind: "palace",
            description:
              "The royal complex since 1782, including Wat Phra Kaew and the Emerald Buddha.",
          },
          {
            name: "Wat Pho",
            kind: "temple",
            description: "Home of the 46 m Reclining Buddha and a traditional massage school.",
          },
          {
            name: "Wat Arun",
            kind: "temple",
            description: "The Temple of Dawn, with a porcelain-studded spire on the river.",
          },
          {
            name: "Chatuchak Weekend Market",
            kind: "market",
            description: "One of the world's largest weekend markets, with thousands of stalls.",
          },
        ],
      },
      {
        slug: "phuket",
        name: "Phuket",
        description:
          "Thailand's largest island, on the Andaman Sea, with beaches and island-hopping trips.",
        lat: 7.88,
        lng: 98.39,
        landmarks: [
          {
            name: "Patong Beach",
            kind: "beach",
            description: "Phuket's busiest beach, next to the Bangla Road nightlife strip.",
          },
          {
            name: "Big Buddha",
            kind: "monument",
            description: "A 45 m white marble Buddha on the Nakkerd hills.",
          },
          {
            name: "Phi Phi Islands",
            kind: "island",
            description: "Limestone islands reached by boat, including Maya Bay.",
          },
          {
            name: "Old Phuket Town",
            kind: "street",
            description: "Colourful Sino-Portuguese shophouses and cafés.",
          },
        ],
      },
      {
        slug: "krabi",
        name: "Krabi",
        description: "A province of limestone cliffs and islands, with Ao Nang as its beach hub.",
        lat: 8.03,
        lng: 98.82,
        landmarks: [
          {
            name: "Railay Beach",
            kind: "beach",
            description: "A peninsula beach cut off by cliffs, reachable only by boat.",
          },
          {
            name: "Tiger Cave Temple",
            kind: "temple",
            description: "Wat Tham Suea, with more than 1,200 steps to a hilltop Buddha.",
          },
          {
            name: "Four Islands",
            kind: "island",
            description:
              "A popular boat trip to Poda, Chicken and Tup islands and Phra Nang Cave beach.",
          },
        ],
      },
      {
        slug: "pattaya",
        name: "Pattaya",
        description: "A resort city on the Gulf of Thailand, two hours from Bangkok.",
        lat: 12.93,
        lng: 100.88,
        landmarks: [
          {
            name: "Sanctuary of Truth",
            kind: "landmark",
            description: "A huge, intricately carved all-wood temple-like building by the sea.",
          },
          {
            name: "Coral Island",
            kind: "island",
            description: "Koh Larn, an island with clear beaches a short ferry ride away.",
          },
          {
            name: "Nong Nooch Tropical Garden",
            kind: "garden",
            description: "Landscaped gardens with cultural shows.",
          },
          {
            name: "Walking Street",
            kind: "street",
            description: "Pattaya's nightlife strip near the south end of the beach.",
          },
        ],
      },
      {
        slug: "chiang-mai",
        name: "Chiang Mai",
        description:
          "Northern Thailand's cultural capital, with a moated old city and hundreds of temples.",
        lat: 18.79,
        lng: 98.99,
        landmarks: [
          {
            name: "Wat Phra That Doi Suthep",
            kind: "temple",
            description: "A hilltop temple with a golden chedi and views over the city.",
          },
          {
            name: "Wat Chedi Luang",
            kind: "temple",
            description: "A ruined 15th-century chedi in the old city.",
          },
          {
            name: "Elephant Nature Park",
            kind: "wildlife",
            description: "A rescue sanctuary where elephants are observed, not ridden.",
          },
          {
            name: "Sunday Walking Street",
            kind: "market",
            description: "A weekly night market along Ratchadamnoen Road.",
          },
        ],
      },
    ],
  },
  {
    slug: "maldives",
    name: "Maldives",
    type: "international",
    kind: "country",
    region: "South Asia",
    hasPackage: true,
    tagline: "Overwater villas, house-reef snorkelling and manta encounters",
    description:
      "The Maldives is an island nation of 26 atolls and about 1,190 coral islands in the Indian Ocean, south-west of India. Most visitors stay at one-island resorts reached by speedboat or seaplane from Malé, while local islands such as Maafushi offer guesthouse stays. The reefs offer excellent diving, with whale sharks in South Ari Atoll and manta rays at Hanifaru Bay.",
    bestMonths: [1, 2, 3, 4, 11, 12],
    idealDays: { min: 3, max: 5 },
    currency: "MVR",
    palette: ["#00c2d1", "#0096c7", "#ffe66d"],
    popularity: 96,
    cities: [
      {
        slug: "male",
        name: "Malé",
        description: "The compact capital island, next to the airport island of Hulhulé.",
        lat: 4.18,
        lng: 73.51,
        landmarks: [
          {
            name: "Hukuru Miskiy",
            kind: "mosque",
            description: "The Old Friday Mosque, built of carved coral stone in 1658.",
          },
          {
            name: "Malé Fish Market",
            kind: "market",
            description: "Where tuna catches are landed and sold each afternoon.",
          },
          {
            name: "National Museum",
            kind: "museum",
            description: "Royal artefacts and the history of the Maldivian sultanate.",
          },
        ],
      },
      {
        slug: "maafushi",
        name: "Maafushi",
        description: "A local island in Kaafu Atoll, known for affordable guesthouses.",
        lat: 3.94,
        lng: 73.49,
        landmarks: [
          {
            name: "Maafushi Bikini Beach",
            kind: "beach",
            description: "A designated tourist beach on a local island where swimwear is allowed.",
          },
          {
            name: "Kaafu Atoll Sandbanks",
            kind: "island",
            description: "Boat trips to sandbanks and snorkel reefs near Maafushi.",
          },
        ],
      },
      {
        slug: "south-ari-atoll",
        name: "South Ari Atoll",
        description: "An atoll west of Malé famous for year-round whale shark sightings.",
        lat: 3.53,
        lng: 72.92,
        landmarks: [
          {
            name: "South Ari Marine Protected Area",
            kind: "wildlife",
            description: "A protected reef edge where juvenile whale sharks are seen all year.",
          },
          {
            name: "Dhigurah Beach",
            kind: "beach",
            description: "A long sandy beach on a narrow local island.",
          },
        ],
      },
      {
        slug: "baa-atoll",
        name: "Baa Atoll",
        description: "A UNESCO Biosphere Reserve north-west of Malé, known for manta rays.",
        lat: 5.16,
        lng: 73.13,
        landmarks: [
          {
            name: "Hanifaru Bay",
            kind: "wildlife",
            description: "A small bay where manta rays gather to feed, roughly June to November.",
          },
          {
            name: "Dharavandhoo",
            kind: "island",
            description: "A local island near Hanifaru with guesthouses and a domestic airport.",
          },
        ],
      },
    ],
  },
  {
    slug: "bali",
    name: "Bali",
    type: "international",
    kind: "region",
    region: "Southeast Asia",
    hasPackage: true,
    tagline: "Rice terraces, cliff-top temples and surf breaks on the Island of the Gods",
    description:
      "Bali is an Indonesian island and province known for its Hindu culture, terraced rice fields and volcanic landscapes. Ubud is the cultural heart, the south coast offers beaches and surf around Seminyak and Uluwatu, and Nusa Penida is a short boat ride away. Temple ceremonies and daily offerings are part of life across the island.",
    bestMonths: [4, 5, 6, 7, 8, 9, 10],
    idealDays: { min: 5, max: 7 },
    currency: "IDR",
    palette: ["#90e0ef", "#55a630", "#ff7b00"],
    popularity: 95,
    cities: [
      {
        slug: "ubud",
        name: "Ubud",
        description:
          "Bali's cultural centre in the inland hills, known for crafts, dance and yoga.",
        lat: -8.51,
        lng: 115.26,
        landmarks: [
          {
            name: "Sacred Monkey Forest Sanctuary",
            kind: "wildlife",
            description: "A forest temple complex home to hundreds of long-tailed macaques.",
          },
          {
            name: "Tegallalang Rice Terraces",
            kind: "valley",
            description: "Terraced paddies watered by the traditional subak irrigation system.",
          },
          {
            name: "Ubud Palace",
            kind: "palace",
            description: "The royal palace, with evening dance performances.",
          },
          {
            name: "Campuhan Ridge Walk",
            kind: "trek",
            description: "An easy ridge-top walk through grassland and paddy fields.",
          },
        ],
      },
      {
        slug: "seminyak",
        name: "Seminyak",
        description:
          "A stylish south-west coast resort area of beach clubs, boutiques and restaurants.",
        lat: -8.69,
        lng: 115.16,
        landmarks: [
          {
            name: "Seminyak Beach",
            kind: "beach",
            description: "A wide beach known for sunsets and beach clubs.",
          },
          {
            name: "Pura Petitenget",
            kind: "temple",
            description: "A seaside temple at the northern end of Seminyak beach.",
          },
          {
            name: "Tanah Lot",
            kind: "temple",
            description: "A sea temple on a rock formation, about 20 km north-west.",
          },
        ],
      },
      {
        slug: "uluwatu",
        name: "Uluwatu",
        description:
          "The cliff-lined Bukit Peninsula in Bali's far south, known for surf and sunsets.",
        lat: -8.83,
        lng: 115.09,
        landmarks: [
          {
            name: "Uluwatu Temple",
            kind: "temple",
            description: "A cliff-top sea temple with a Kecak fire dance at sunset.",
          },
          {
            name: "Padang Padang Beach",
            kind: "beach",
            description: "A small beach reached through a rock cleft.",
          },
          {
            name: "Melasti Beach",
            kind: "beach",
            description: "White sand below limestone cliffs, reached by a cliff-cut road.",
          },
        ],
      },
      {
        slug: "nusa-penida",
        name: "Nusa Penida",
        description: "A rugged island south-east of Bali, reached by fast boat from Sanur.",
        lat: -8.73,
        lng: 115.54,
        landmarks: [
          {
            name: "Kelingking Beach",
            kind: "beach",
            description: "A headland shaped like a T-rex above a secluded beach.",
          },
          {
            name: "Broken Beach",
            kind: "landmark",
            description: "A natural rock arch over a circular sea pool.",
          },
          {
            name: "Angel's Billabong",
            kind: "landmark",
            description: "A clear tidal rock pool beside Broken Beach.",
          },
          {
            name: "Crystal Bay",
            kind: "beach",
            description: "A calm bay for snorkelling, with manta trips nearby.",
          },
        ],
      },
      {
        slug: "kintamani",
        name: "Kintamani",
        description: "A highland area on the rim of the Batur caldera.",
        lat: -8.24,
        lng: 115.33,
        landmarks: [
          {
            name: "Mount Batur",
            kind: "trek",
            description: "An active volcano climbed before dawn for sunrise views.",
          },
          {
            name: "Lake Batur",
            kind: "lake",
            description: "A crater lake below Mount Batur, with hot springs on its shore.",
          },
          {
            name: "Pura Ulun Danu Batur",
            kind: "temple",
            description: "A major temple dedicated to the goddess of the lake.",
          },
        ],
      },
    ],
  },
  {
    slug: "singapore",
    name: "Singapore",
    type: "international",
    kind: "city",
    region: "Southeast Asia",
    hasPackage: true,
    tagline: "Gardens by the Bay, Sentosa fun and hawker-centre feasts",
    description:
      "Singapore is a city-state at the southern tip of the Malay Peninsula, known for its efficiency, greenery and multicultural food. Families come for Sentosa's theme parks and the Mandai wildlife parks, while Marina Bay's skyline and hawker centres appeal to every visitor. Little India and Chinatown reflect the island's Indian and Chinese heritage.",
    bestMonths: [2, 3, 4, 5, 6, 7, 8],
    idealDays: { min: 3, max: 5 },
    currency: "SGD",
    palette: ["#a8dadc", "#2a9d8f", "#e63946"],
    popularity: 94,
    cities: [
      {
        slug: "marina-bay",
        name: "Marina Bay",
        description: "The waterfront heart of modern Singapore.",
        lat: 1.28,
        lng: 103.86,
        landmarks: [
          {
            name: "Marina Bay Sands SkyPark",
            kind: "viewpoint",
            description: "An observation deck on top of the three-tower hotel.",
          },
          {
            name: "Gardens by the Bay",
            kind: "garden",
            description: "Supertree Grove, the Flower Dome and the Cloud Forest conservatories.",
          },
          {
            name: "Merlion Park",
            kind: "monument",
            description: "The half-lion, half-fish symbol of Singapore facing the bay.",
          },
        ],
      },
      {
        slug: "sentosa",
        name: "Sentosa",
        description: "A resort island of theme parks and beaches linked to the mainland.",
        lat: 1.25,
        lng: 103.83,
        landmarks: [
          {
            name: "Universal Studios Singapore",
            kind: "landmark",
            description: "A movie-themed amusement park at Resorts World Sentosa.",
          },
          {
            name: "S.E.A. Aquarium",
            kind: "wildlife",
            description: "A large aquarium with a giant ocean-gallery viewing panel.",
          },
          {
            name: "Siloso Beach",
            kind: "beach",
            description: "Sentosa's liveliest beach, with beach bars and water sports.",
          },
          {
            name: "Fort Siloso",
            kind: "fort",
            description: "A preserved coastal fort from the Second World War.",
          },
        ],
      },
      {
        slug: "chinatown",
        name: "Chinatown",
        description: "Heritage shophouses, temples and hawker stalls in the old Chinese quarter.",
        lat: 1.28,
        lng: 103.84,
        landmarks: [
          {
            name: "Buddha Tooth Relic Temple",
            kind: "temple",
            description: "A Tang-style temple housing a revered relic.",
          },
          {
            name: "Sri Mariamman Temple",
            kind: "temple",
            description: "Singapore's oldest Hindu temple, founded in 1827.",
          },
          {
            name: "Maxwell Food Centre",
            kind: "market",
            description: "A classic hawker centre known for Hainanese chicken rice.",
          },
        ],
      },
      {
        slug: "little-india",
        name: "Little India",
        description: "Singapore's Indian quarter around Serangoon Road.",
        lat: 1.31,
        lng: 103.85,
        landmarks: [
          {
            name: "Sri Veeramakaliamman Temple",
            kind: "temple",
            description: "A temple to the goddess Kali with a colourful gopuram.",
          },
          {
            name: "Tekka Centre",
            kind: "market",
            description: "A wet market and hawker centre known for Indian food.",
          },
          {
            name: "Mustafa Centre",
            kind: "market",
            description: "A 24-hour department store popular with Indian visitors.",
          },
        ],
      },
      {
        slug: "mandai",
        name: "Mandai",
        description: "A wildlife precinct beside the Upper Seletar Reservoir forest.",
        lat: 1.4,
        lng: 103.79,
        landmarks: [
          {
            name: "Singapore Zoo",
            kind: "wildlife",
            description: "An open-concept zoo set in rainforest.",
          },
          {
            name: "Night Safari",
            kind: "wildlife",
            description: "A nocturnal wildlife park explored by tram and walking trails.",
          },
          {
            name: "Bird Paradise",
            kind: "wildlife",
            description: "A bird park with large walk-through aviaries.",
          },
        ],
      },
    ],
  },
  {
    slug: "europe",
    name: "Europe",
    type: "international",
    kind: "region",
    region: "Europe",
    hasPackage: true,
    tagline: "Paris, Rome, the Swiss Alps and more on one multi-country trip",
    description:
      "Europe tours combine several countries on a single Schengen visa, linking capitals by fast trains and short flights. Classic itineraries take in Paris, the Swiss Alps from Zurich, Rome, the canals of Amsterdam and the old town of Prague. Late spring and early autumn bring mild weather and thinner crowds than peak summer.",
    bestMonths: [4, 5, 6, 9, 10],
    idealDays: { min: 10, max: 15 },
    currency: "EUR",
    palette: ["#bde0fe", "#4a6fa5", "#e9c46a"],
    popularity: 92,
    cities: [
      {
        slug: "paris",
        name: "Paris",
        description: "The French capital on the Seine, known for art, fashion and cafés.",
        lat: 48.86,
        lng: 2.35,
        landmarks: [
          {
            name: "Eiffel Tower",
            kind: "viewpoint",
            description: "The 330 m iron tower built for the 1889 World's Fair.",
          },
          {
            name: "Louvre Museum",
            kind: "museum",
            description: "The world's most visited museum, home of the Mona Lisa.",
          },
          {
            name: "Notre-Dame de Paris",
            kind: "church",
            description: "The Gothic cathedral, reopened in December 2024 after the 2019 fire.",
          },
          {
            name: "Arc de Triomphe",
            kind: "monument",
            description: "A triumphal arch at the top of the Champs-Élysées.",
          },
          {
            name: "Sacré-Cœur",
            kind: "church",
            description: "A white-domed basilica on the hill of Montmartre.",
          },
        ],
      },
      {
        slug: "rome",
        name: "Rome",
        description: "The Eternal City, capital of Italy, with nearly 3,000 years of history.",
        lat: 41.9,
        lng: 12.5,
        landmarks: [
          {
            name: "Colosseum",
            kind: "monument",
            description: "The largest amphitheatre of the Roman world, completed in 80 CE.",
          },
          {
            name: "Vatican Museums",
            kind: "museum",
            description: "Papal collections including the Sistine Chapel ceiling by Michelangelo.",
          },
          {
            name: "Trevi Fountain",
            kind: "monument",
            description: "A Baroque fountain where visitors toss a coin to ensure a return.",
          },
          {
            name: "Pantheon",
            kind: "monument",
            description: "A Roman temple with the world's largest unreinforced concrete dome.",
          },
        ],
      },
      {
        slug: "zurich",
        name: "Zurich",
        description: "Switzerland's largest city, on Lake Zurich and a common gateway to the Alps.",
        lat: 47.37,
        lng: 8.54,
        landmarks: [
          {
            name: "Lake Zurich",
            kind: "lake",
            description: "Lake cruises and lakeside promenades with Alpine views.",
          },
          {
            name: "Grossmünster",
            kind: "church",
            description: "A Romanesque church with twin towers in the old town.",
          },
          {
            name: "Bahnhofstrasse",
            kind: "street",
            description: "One of the world's most exclusive shopping streets.",
          },
          {
            name: "Rhine Falls",
            kind: "waterfall",
            description:
              "Europe's most powerful plain waterfall, about 45 minutes away at Neuhausen.",
          },
        ],
      },
      {
        slug: "amsterdam",
        name: "Amsterdam",
        description: "The Dutch capital of canals, gabled houses and bicycles.",
        lat: 52.37,
        lng: 4.9,
        landmarks: [
          {
            name: "Rijksmuseum",
            kind: "museum",
            description: "The national museum, home to Rembrandt's Night Watch.",
          },
          {
            name: "Anne Frank House",
            kind: "museum",
            description: "The canal house where Anne Frank hid during the Second World War.",
          },
          {
            name: "Canal Ring",
            kind: "landmark",
            description: "The UNESCO-listed 17th-century ring of canals.",
          },
          {
            name: "Keukenhof",
            kind: "garden",
            description: "A spring tulip garden at Lisse, open from about mid-March to mid-May.",
          },
        ],
      },
      {
        slug: "prague",
        name: "Prague",
        description: "The Czech capital, with a largely intact medieval and Baroque old town.",
        lat: 50.08,
        lng: 14.42,
        landmarks: [
          {
            name: "Charles Bridge",
            kind: "landmark",
            description: "A 14th-century stone bridge lined with statues over the Vltava.",
          },
          {
            name: "Prague Castle",
            kind: "fort",
            description:
              "One of the largest castle complexes in the world, with St Vitus Cathedral.",
          },
          {
            name: "Old Town Square",
            kind: "landmark",
            description: "Home of the medieval Astronomical Clock.",
          },
        ],
      },
    ],
  },
  {
    slug: "malaysia",
    name: "Malaysia",
    type: "international",
    kind: "country",
    region: "Southeast Asia",
    hasPackage: true,
    tagline: "Petronas Towers, Langkawi's islands and Penang's hawker streets",
    description:
      "Malaysia spans the Malay Peninsula and northern Borneo, blending Malay, Chinese and Indian cultures. Kuala Lumpur's skyline and the Batu Caves temple are highlights, while Langkawi and Penang offer islands, heritage and food. Genting Highlands is a cool hill resort with theme parks about an hour from the capital.",
    bestMonths: [1, 2, 3, 4, 12],
    idealDays: { min: 4, max: 7 },
    currency: "MYR",
    palette: ["#bde0fe", "#2b9348", "#ffb703"],
    popularity: 89,
    cities: [
      {
        slug: "kuala-lumpur",
        name: "Kuala Lumpur",
        description: "Malaysia's capital, a modern city of towers, malls and street food.",
        lat: 3.14,
        lng: 101.69,
        landmarks: [
          {
            name: "Petronas Twin Towers",
            kind: "viewpoint",
            description: "452 m twin towers linked by a skybridge, with an observation deck.",
          },
          {
            name: "Batu Caves",
            kind: "temple",
            description:
              "Limestone cave temples behind a giant golden Murugan statue and 272 steps.",
          },
          {
            name: "Merdeka Square",
            kind: "landmark",
            description: "Where Malaysian independence was declared in 1957.",
          },
          {
            name: "KL Tower",
            kind: "viewpoint",
            description: "Menara Kuala Lumpur, a telecom tower with a sky deck.",
          },
        ],
      },
      {
        slug: "langkawi",
        name: "Langkawi",
        description: "A duty-free archipelago of 99 islands in the Andaman Sea.",
        lat: 6.35,
        lng: 99.8,
        landmarks: [
          {
            name: "Langkawi Sky Bridge",
            kind: "viewpoint",
            description: "A curved pedestrian bridge above the rainforest, reached by the SkyCab.",
          },
          {
            name: "Pantai Cenang",
            kind: "beach",
            description: "The island's most popular beach, lined with restaurants.",
          },
          {
            name: "Kilim Karst Geoforest Park",
            kind: "national_park",
            description: "Mangrove and limestone boat tours in a UNESCO Global Geopark.",
          },
        ],
      },
      {
        slug: "george-town",
        name: "George Town (Penang)",
        description: "Penang's UNESCO-listed capital of shophouses, clan temples and street art.",
        lat: 5.41,
        lng: 100.33,
        landmarks: [
          {
            name: "Penang Hill",
            kind: "viewpoint",
            description: "A hill resort reached by a funicular railway.",
          },
          {
            name: "Kek Lok Si Temple",
            kind: "temple",
            description: "One of the largest Buddhist temples in Southeast Asia.",
          },
          {
            name: "Armenian Street",
            kind: "street",
            description: "A heritage street known for its murals and cafés.",
          },
        ],
      },
      {
        slug: "genting-highlands",
        name: "Genting Highlands",
        description: "A hilltop resort at about 1,800 m with theme parks and casinos.",
        lat: 3.42,
        lng: 101.79,
        landmarks: [
          {
            name: "Genting SkyWorlds",
            kind: "landmark",
            description: "An outdoor theme park that opened in 2022.",
          },
          {
            name: "Chin Swee Caves Temple",
            kind: "temple",
            description: "A Taoist temple with a nine-storey pagoda on the hillside.",
          },
          {
            name: "Awana SkyWay",
            kind: "viewpoint",
            description: "A cable car up through the rainforest to the resort.",
          },
        ],
      },
    ],
  },
  {
    slug: "vietnam",
    name: "Vietnam",
    type: "international",
    kind: "country",
    region: "Southeast Asia",
    hasPackage: true,
    tagline: "Limestone karsts of Ha Long, lantern-lit Hoi An and pho on every corner",
    description:
      "Vietnam stretches along the eastern edge of the Indochinese Peninsula, from the mountains of the north to the Mekong Delta in the south. Highlights include cruises on Ha Long Bay, the old quarters of Hanoi and Hoi An, Da Nang's beaches and Ba Na Hills, and the wartime history of Ho Chi Minh City. Good value food and travel make it a fast-growing favourite with Indian travellers.",
    bestMonths: [2, 3, 4, 10, 11],
    idealDays: { min: 6, max: 9 },
    currency: "VND",
    palette: ["#caf0f8", "#2d6a4f", "#d90429"],
    popularity: 88,
    cities: [
      {
        slug: "hanoi",
        name: "Hanoi",
        description: "The capital, with a bustling Old Quarter and French colonial boulevards.",
        lat: 21.03,
        lng: 105.85,
        landmarks: [
          {
            name: "Hoan Kiem Lake",
            kind: "lake",
            description: "A lake at the heart of the city with the red Huc Bridge.",
          },
          {
            name: "Temple of Literature",
            kind: "temple",
            description: "A Confucian temple from 1070 that housed Vietnam's first university.",
          },
          {
            name: "Hanoi Old Quarter",
            kind: "street",
            description: "Narrow streets named after the goods once sold on them.",
          },
          {
            name: "Ho Chi Minh Mausoleum",
            kind: "monument",
            description: "The resting place of Ho Chi Minh in Ba Dinh Square.",
          },
        ],
      },
      {
        slug: "ha-long-bay",
        name: "Ha Long Bay",
        description:
          "A UNESCO-listed bay of limestone islands, explored on day and overnight cruises.",
        lat: 20.95,
        lng: 107.07,
        landmarks: [
          {
            name: "Ha Long Bay",
            kind: "island",
            description: "Around 1,600 limestone islands and islets rising from emerald water.",
          },
          {
            name: "Sung Sot Cave",
            kind: "cave",
            description: "One of the largest caves in the bay, with vast chambers.",
          },
          {
            name: "Ti Top Island",
            kind: "viewpoint",
            description: "A small beach island with a summit viewpoint.",
          },
        ],
      },
      {
        slug: "da-nang",
        name: "Da Nang",
        description: "A central coastal city with long beaches and mountain attractions.",
        lat: 16.05,
        lng: 108.22,
        landmarks: [
          {
            name: "Golden Bridge",
            kind: "viewpoint",
            description: "A pedestrian bridge held by giant stone hands at Ba Na Hills.",
          },
          {
            name: "Marble Mountains",
            kind: "cave",
            description: "Limestone hills with caves, pagodas and viewpoints.",
          },
          {
            name: "My Khe Beach",
            kind: "beach",
            description: "A long city beach facing the South China Sea.",
          },
          {
            name: "Dragon Bridge",
            kind: "landmark",
            description: "A bridge whose dragon breathes fire on weekend nights.",
          },
        ],
      },
      {
        slug: "hoi-an",
        name: "Hoi An",
        description:
          "A preserved trading port of lantern-lit streets, tailors and riverside cafés.",
        lat: 15.88,
        lng: 108.33,
        landmarks: [
          {
            name: "Hoi An Ancient Town",
            kind: "street",
            description: "A UNESCO-listed old town of merchant houses and assembly halls.",
          },
          {
            name: "Japanese Covered Bridge",
            kind: "landmark",
            description: "A 17th-century bridge and symbol of the town.",
          },
          {
            name: "An Bang Beach",
            kind: "beach",
            description: "A relaxed beach a short bicycle ride from town.",
          },
        ],
      },
      {
        slug: "ho-chi-minh-city",
        name: "Ho Chi Minh City",
        description: "Vietnam's largest city, formerly Saigon, and gateway to the Mekong Delta.",
        lat: 10.78,
        lng: 106.7,
        landmarks: [
          {
            name: "Cu Chi Tunnels",
            kind: "landmark",
            description: "A wartime tunnel network about 60 km north-west of the city.",
          },
          {
            name: "Ben Thanh Market",
            kind: "market",
            description: "A central market for food, souvenirs and fabrics.",
          },
          {
            name: "War Remnants Museum",
            kind: "museum",
            description: "A museum documenting the Vietnam War.",
          },
          {
            name: "Saigon Notre-Dame Cathedral",
            kind: "church",
            description: "A red-brick cathedral built by the French in the 1880s.",
          },
        ],
      },
    ],
  },
  {
    slug: "sri-lanka",
    name: "Sri Lanka",
    type: "international",
    kind: "country",
    region: "South Asia",
    hasPackage: true,
    tagline: "Sigiriya's rock fortress, hill-country train rides and southern beaches",
    description:
      "Sri Lanka is an island nation off India's southern tip with eight UNESCO World Heritage Sites in a compact area. Travellers combine the Cultural Triangle of Sigiriya, Dambulla and Kandy with tea country around Ella and beaches on the south coast. Sites linked to the Ramayana also draw many Indian visitors.",
    bestMonths: [1, 2, 3, 4, 12],
    idealDays: { min: 5, max: 8 },
    currency: "LKR",
    palette: ["#a2d2ff", "#386641", "#f77f00"],
    popularity: 86,
    cities: [
      {
        slug: "colombo",
        name: "Colombo",
        description: "The commercial capital and main arrival point on the west coast.",
        lat: 6.93,
        lng: 79.85,
        landmarks: [
          {
            name: "Gangaramaya Temple",
            kind: "temple",
            description:
              "A Buddhist temple mixing Sri Lankan, Thai, Indian and Chinese architecture.",
          },
          {
            name: "Galle Face Green",
            kind: "landmark",
            description: "An oceanfront promenade popular for evening street food.",
          },
          {
            name: "National Museum of Colombo",
            kind: "museum",
            description: "Sri Lanka's largest museum, in a colonial building from 1877.",
          },
        ],
      },
      {
        slug: "kandy",
        name: "Kandy",
        description: "The last royal capital, set around a lake in the central hills.",
        lat: 7.29,
        lng: 80.63,
        landmarks: [
          {
            name: "Temple of the Sacred Tooth Relic",
            kind: "temple",
            description: "Sri Dalada Maligawa, which houses a tooth relic of the Buddha.",
          },
          {
            name: "Royal Botanical Gardens, Peradeniya",
            kind: "garden",
            description: "Extensive gardens known for orchids and giant bamboo.",
          },
          {
            name: "Kandy Lake",
            kind: "lake",
            description: "An artificial lake built by the last Kandyan king in 1807.",
          },
        ],
      },
      {
        slug: "sigiriya",
        name: "Sigiriya",
        description: "A village in the Cultural Triangle below the famous rock fortress.",
        lat: 7.96,
        lng: 80.76,
        landmarks: [
          {
            name: "Sigiriya Rock Fortress",
            kind: "fort",
            description:
              "A 5th-century palace on top of a 180 m rock, with frescoes and lion paws.",
          },
          {
            name: "Pidurangala Rock",
            kind: "viewpoint",
            description: "A neighbouring rock with sunrise views of Sigiriya.",
          },
          {
            name: "Dambulla Cave Temple",
            kind: "cave",
            description: "Cave shrines filled with Buddha statues and murals, about 20 km away.",
          },
        ],
      },
      {
        slug: "ella",
        name: "Ella",
        description: "A hill-country village of tea estates, hikes and a famous railway.",
        lat: 6.87,
        lng: 81.05,
        landmarks: [
          {
            name: "Nine Arches Bridge",
            kind: "landmark",
            description: "A colonial-era stone railway viaduct in the jungle.",
          },
          {
            name: "Little Adam's Peak",
            kind: "trek",
            description: "An easy hike through tea plantations to a panoramic summit.",
          },
          {
            name: "Ravana Falls",
            kind: "waterfall",
            description: "A waterfall linked by legend to the Ramayana.",
          },
        ],
      },
      {
        slug: "galle",
        name: "Galle",
        description: "A south-coast city with a UNESCO-listed Dutch colonial fort.",
        lat: 6.03,
        lng: 80.22,
        landmarks: [
          {
            name: "Galle Fort",
            kind: "fort",
            description: "A walled town of 17th-century Dutch ramparts, churches and cafés.",
          },
          {
            name: "Unawatuna Beach",
            kind: "beach",
            description: "A sheltered bay a few kilometres from Galle.",
          },
          {
            name: "Japanese Peace Pagoda",
            kind: "monument",
            description: "A white stupa on Rumassala hill overlooking the bay.",
          },
        ],
      },
    ],
  },
  {
    slug: "switzerland",
    name: "Switzerland",
    type: "international",
    kind: "country",
    region: "Europe",
    hasPackage: true,
    tagline: "Glacier trains, lakeside towns and snow on Jungfraujoch all year",
    description:
      "Switzerland is a landlocked Alpine country whose lakes, glaciers and mountain railways have drawn Indian visitors for decades, helped by Bollywood films shot in its valleys. Most itineraries link Lucerne, Interlaken and the Jungfrau region, Zermatt below the Matterhorn and the lakeside city of Geneva. The Swiss Travel Pass covers most trains, boats and buses.",
    bestMonths: [5, 6, 7, 8, 9, 12],
    idealDays: { min: 6, max: 9 },
    currency: "CHF",
    palette: ["#bde0fe", "#4f772d", "#d62828"],
    popularity: 85,
    cities: [
      {
        slug: "lucerne",
        name: "Lucerne",
        description: "A medieval town on Lake Lucerne, base for Mount Titlis and Mount Pilatus.",
        lat: 47.05,
        lng: 8.31,
        landmarks: [
          {
            name: "Chapel Bridge",
            kind: "landmark",
            description: "A 14th-century covered wooden bridge with painted panels.",
          },
          {
            name: "Mount Pilatus",
            kind: "viewpoint",
            description: "Reached by the world's steepest cogwheel railway in summer.",
          },
          {
            name: "Mount Titlis",
            kind: "viewpoint",
            description: "A glacier peak above Engelberg with a rotating gondola and cliff walk.",
          },
          {
            name: "Lion Monument",
            kind: "monument",
            description: "A dying lion carved into rock, honouring Swiss Guards killed in 1792.",
          },
        ],
      },
      {
        slug: "interlaken",
        name: "Interlaken",
        description: "A resort town between Lakes Thun and Brienz, gateway to the Jungfrau region.",
        lat: 46.69,
        lng: 7.86,
        landmarks: [
          {
            name: "Jungfraujoch",
            kind: "viewpoint",
            description: "The 'Top of Europe', Europe's highest railway station at 3,454 m.",
          },
          {
            name: "Harder Kulm",
            kind: "viewpoint",
            description: "A funicular viewpoint above town facing the Eiger, Mönch and Jungfrau.",
          },
          {
            name: "Lauterbrunnen Valley",
            kind: "valley",
            description:
              "A cliff-walled valley with dozens of waterfalls, including Staubbach Falls.",
          },
          {
            name: "Grindelwald First",
            kind: "viewpoint",
            description: "A mountain with a cliff walk, reached by gondola from Grindelwald.",
          },
        ],
      },
      {
        slug: "zermatt",
        name: "Zermatt",
        description: "A car-free village at the foot of the Matterhorn.",
        lat: 46.02,
        lng: 7.75,
        landmarks: [
          {
            name: "Matterhorn",
            kind: "hill",
            description: "The pyramid-shaped 4,478 m peak on the Swiss–Italian border.",
          },
          {
            name: "Gornergrat Railway",
            kind: "viewpoint",
            description: "A cogwheel railway to a ridge facing the Matterhorn and glaciers.",
          },
          {
            name: "Matterhorn Glacier Paradise",
            kind: "viewpoint",
            description: "Europe's highest cable-car station at 3,883 m.",
          },
        ],
      },
      {
        slug: "geneva",
        name: "Geneva",
        description:
          "A French-speaking city on Lake Geneva and home to many international organisations.",
        lat: 46.2,
        lng: 6.14,
        landmarks: [
          { name: "Jet d'Eau", kind: "landmark", description: "A 140 m water jet on Lake Geneva." },
          {
            name: "Palais des Nations",
            kind: "landmark",
            description: "The United Nations Office at Geneva, open for guided tours.",
          },
          {
            name: "St. Pierre Cathedral",
            kind: "church",
            description: "A cathedral in the old town with tower views over the lake.",
          },
        ],
      },
    ],
  },
  {
    slug: "nepal",
    name: "Nepal",
    type: "international",
    kind: "country",
    region: "South Asia",
    hasPackage: true,
    tagline: "Kathmandu's stupas, Pokhara's lakes and sunrise over the Annapurnas",
    description:
      "Nepal is a Himalayan country between India and China, home to eight of the world's ten highest mountains, including Everest. The temples and durbar squares of the Kathmandu Valley, lakeside Pokhara and the jungles of Chitwan make an easy first trip, and Indian citizens do not need a visa. Autumn and spring bring the clearest mountain views.",
    bestMonths: [3, 4, 10, 11],
    idealDays: { min: 5, max: 8 },
    currency: "NPR",
    palette: ["#bde0fe", "#4f772d", "#c1121f"],
    popularity: 84,
    cities: [
      {
        slug: "kathmandu",
        name: "Kathmandu",
        description: "Nepal's capital in a valley with seven UNESCO-listed monument zones.",
        lat: 27.71,
        lng: 85.32,
        landmarks: [
          {
            name: "Pashupatinath Temple",
            kind: "temple",
            description: "A revered Shiva temple on the Bagmati River.",
          },
          {
            name: "Boudhanath Stupa",
            kind: "monument",
            description:
              "One of the largest stupas in the world, centre of Tibetan Buddhism in Nepal.",
          },
          {
            name: "Swayambhunath",
            kind: "temple",
            description: "The hilltop 'Monkey Temple' stupa overlooking the city.",
          },
          {
            name: "Kathmandu Durbar Square",
            kind: "monument",
            description: "The old royal palace square with pagoda temples.",
          },
        ],
      },
      {
        slug: "pokhara",
        name: "Pokhara",
        description: "A lakeside city facing the Annapurna range, base for treks and paragliding.",
        lat: 28.21,
        lng: 83.99,
        landmarks: [
          {
            name: "Phewa Lake",
            kind: "lake",
            description: "Boating to the island Tal Barahi Temple with mountain reflections.",
          },
          {
            name: "Sarangkot",
            kind: "viewpoint",
            description: "A hilltop for sunrise over the Annapurnas and paragliding take-offs.",
          },
          {
            name: "World Peace Pagoda",
            kind: "monument",
            description: "A white stupa on a ridge above Phewa Lake.",
          },
          {
            name: "Davis Falls",
            kind: "waterfall",
            description: "A waterfall that disappears into an underground tunnel.",
          },
        ],
      },
      {
        slug: "chitwan",
        name: "Chitwan (Sauraha)",
        description: "The lowland gateway village of Sauraha, beside Chitwan National Park.",
        lat: 27.58,
        lng: 84.5,
        landmarks: [
          {
            name: "Chitwan National Park",
            kind: "national_park",
            description: "UNESCO-listed park with one-horned rhinos, tigers and gharials.",
          },
          {
            name: "Tharu Cultural Museum",
            kind: "museum",
            description: "A museum of the indigenous Tharu community's culture.",
          },
        ],
      },
      {
        slug: "bhaktapur",
        name: "Bhaktapur",
        description: "A well-preserved Newar city in the Kathmandu Valley.",
        lat: 27.67,
        lng: 85.43,
        landmarks: [
          {
            name: "Bhaktapur Durbar Square",
            kind: "monument",
            description: "A palace square with the 55-Window Palace and temples.",
          },
          {
            name: "Nyatapola Temple",
            kind: "temple",
            description: "A five-tiered pagoda from 1702, the tallest in Nepal.",
          },
        ],
      },
    ],
  },
  {
    slug: "bhutan",
    name: "Bhutan",
    type: "international",
    kind: "country",
    region: "South Asia",
    hasPackage: true,
    tagline: "Cliffside Tiger's Nest, fortress dzongs and a carbon-negative kingdom",
    description:
      "Bhutan is a Himalayan kingdom that measures progress by Gross National Happiness and keeps most of its land under forest. Its monasteries, dzongs and festivals reflect a living Vajrayana Buddhist culture, with the cliffside Tiger's Nest above Paro as the iconic sight. Indian visitors can enter with a passport or voter ID and pay a lower Sustainable Development Fee than most other nationalities.",
    bestMonths: [3, 4, 5, 9, 10, 11],
    idealDays: { min: 5, max: 7 },
    currency: "BTN",
    palette: ["#caf0f8", "#2d6a4f", "#f4a261"],
    popularity: 83,
    cities: [
      {
        slug: "thimphu",
        name: "Thimphu",
        description: "The capital, one of the few in the world without traffic lights.",
        lat: 27.47,
        lng: 89.64,
        landmarks: [
          {
            name: "Buddha Dordenma",
            kind: "monument",
            description: "A giant gilded bronze Buddha overlooking the Thimphu valley.",
          },
          {
            name: "Tashichho Dzong",
            kind: "fort",
            description: "A fortress-monastery that houses the throne room and government offices.",
          },
          {
            name: "National Memorial Chorten",
            kind: "monument",
            description: "A whitewashed stupa circled by worshippers throughout the day.",
          },
        ],
      },
      {
        slug: "paro",
        name: "Paro",
        description: "The valley with Bhutan's only international airport.",
        lat: 27.43,
        lng: 89.42,
        landmarks: [
          {
            name: "Paro Taktsang",
            kind: "monastery",
            description:
              "The Tiger's Nest monastery, clinging to a cliff about 900 m above the valley.",
          },
          {
            name: "Rinpung Dzong",
            kind: "fort",
            description: "A 17th-century fortress-monastery, venue of the Paro Tsechu festival.",
          },
          {
            name: "National Museum of Bhutan",
            kind: "museum",
            description: "Housed in the Ta Dzong watchtower above Rinpung Dzong.",
          },
        ],
      },
      {
        slug: "punakha",
        name: "Punakha",
        description: "The former winter capital in a warm valley at about 1,200 m.",
        lat: 27.59,
        lng: 89.88,
        landmarks: [
          {
            name: "Punakha Dzong",
            kind: "fort",
            description: "A dzong at the confluence of the Pho Chhu and Mo Chhu rivers.",
          },
          {
            name: "Chimi Lhakhang",
            kind: "temple",
            description: "A temple dedicated to the 'Divine Madman' Drukpa Kunley.",
          },
          {
            name: "Punakha Suspension Bridge",
            kind: "landmark",
            description: "One of Bhutan's longest suspension bridges.",
          },
          {
            name: "Dochula Pass",
            kind: "viewpoint",
            description: "A pass with 108 memorial chortens on the road from Thimphu.",
          },
        ],
      },
    ],
  },
  {
    slug: "mauritius",
    name: "Mauritius",
    type: "international",
    kind: "country",
    region: "Africa",
    hasPackage: true,
    tagline: "Lagoon beaches, seven-coloured earth and a strong Indian heritage",
    description:
      "Mauritius is a volcanic island nation in the Indian Ocean, about 2,000 km off Africa's south-east coast, ringed by coral reefs and lagoons. Around two-thirds of its people are of Indian descent, and Maha Shivaratri at Grand Bassin is a national event. Beaches, catamaran trips and the forests of Black River Gorges suit honeymooners and families alike.",
    bestMonths: [4, 5, 6, 9, 10, 11, 12],
    idealDays: { min: 5, max: 7 },
    currency: "MUR",
    palette: ["#90e0ef", "#52b788", "#ff6d00"],
    popularity: 82,
    cities: [
      {
        slug: "port-louis",
        name: "Port Louis",
        description: "The capital and main port on the north-west coast.",
        lat: -20.16,
        lng: 57.5,
        landmarks: [
          {
            name: "Caudan Waterfront",
            kind: "street",
            description: "A harbour-side area of shops, restaurants and a craft market.",
          },
          {
            name: "Aapravasi Ghat",
            kind: "monument",
            description:
              "A UNESCO-listed immigration depot where indentured labourers, mostly from India, arrived.",
          },
          {
            name: "Port Louis Central Market",
            kind: "market",
            description: "A busy market for produce, spices and street food.",
          },
          {
            name: "Fort Adelaide",
            kind: "fort",
            description: "A 19th-century British citadel overlooking the city.",
          },
        ],
      },
      {
        slug: "grand-baie",
        name: "Grand Baie",
        description: "The north-coast resort town with a sheltered bay and nightlife.",
        lat: -20.01,
        lng: 57.58,
        landmarks: [
          {
            name: "Grand Baie Beach",
            kind: "beach",
            description: "A calm bay for swimming and water sports.",
          },
          {
            name: "Pereybere Beach",
            kind: "beach",
            description: "A small, popular public beach north of Grand Baie.",
          },
          {
            name: "Coin de Mire",
            kind: "island",
            description: "A wedge-shaped islet visited on catamaran trips.",
          },
        ],
      },
      {
        slug: "chamarel",
        name: "Chamarel",
        description: "A village in the south-west highlands, near the Black River Gorges.",
        lat: -20.42,
        lng: 57.38,
        landmarks: [
          {
            name: "Seven Coloured Earth",
            kind: "landmark",
            description: "Dunes of volcanic sand in distinct bands of colour.",
          },
          {
            name: "Chamarel Waterfall",
            kind: "waterfall",
            description: "The island's highest single-drop waterfall, about 100 m.",
          },
          {
            name: "Black River Gorges National Park",
            kind: "national_park",
            description: "Native forest and viewpoints over gorges and waterfalls.",
          },
          {
            name: "Grand Bassin",
            kind: "temple",
            description:
              "Ganga Talao, a sacred crater lake with Hindu temples and a giant Shiva statue.",
          },
          {
            name: "Le Morne Brabant",
            kind: "hill",
            description: "A UNESCO-listed basalt mountain on a peninsula in the south-west.",
          },
        ],
      },
      {
        slug: "trou-d-eau-douce",
        name: "Trou d'Eau Douce",
        description: "An east-coast fishing village and departure point for Île aux Cerfs.",
        lat: -20.24,
        lng: 57.79,
        landmarks: [
          {
            name: "Île aux Cerfs",
            kind: "island",
            description: "An island with white beaches, a lagoon and water sports.",
          },
          {
            name: "Belle Mare Beach",
            kind: "beach",
            description: "A long east-coast beach with calm, clear water.",
          },
        ],
      },
    ],
  },
  {
    slug: "abu-dhabi",
    name: "Abu Dhabi",
    type: "international",
    kind: "city",
    region: "Middle East",
    hasPackage: true,
    tagline: "Sheikh Zayed Grand Mosque, Louvre art and Yas Island thrills",
    description:
      "Abu Dhabi is the capital of the United Arab Emirates and its largest emirate by area. Its landmarks include the Sheikh Zayed Grand Mosque, the Louvre Abu Dhabi on Saadiyat Island and the theme parks of Yas Island. The BAPS Hindu Mandir at Abu Mureikha, opened in 2024, has become a major draw for Indian visitors.",
    bestMonths: [1, 2, 3, 11, 12],
    idealDays: { min: 2, max: 4 },
    currency: "AED",
    palette: ["#90e0ef", "#e9d8a6", "#005f73"],
    popularity: 80,
    cities: [
      {
        slug: "abu-dhabi-city",
        name: "Abu Dhabi City",
        description: "The island capital with its Corniche, palaces and the Grand Mosque.",
        lat: 24.47,
        lng: 54.37,
        landmarks: [
          {
            name: "Sheikh Zayed Grand Mosque",
            kind: "mosque",
            description: "A white marble mosque with 82 domes, open to visitors of all faiths.",
          },
          {
            name: "Qasr Al Watan",
            kind: "palace",
            description: "A working presidential palace open to the public.",
          },
          {
            name: "Corniche",
            kind: "beach",
            description: "An 8 km waterfront promenade with public beaches.",
          },
          {
            name: "Emirates Palace",
            kind: "palace",
            description: "A grand palace hotel next to Qasr Al Watan.",
          },
        ],
      },
      {
        slug: "saadiyat-island",
        name: "Saadiyat Island",
        description: "A cultural district and beach island north-east of the city.",
        lat: 24.54,
        lng: 54.43,
        landmarks: [
          {
            name: "Louvre Abu Dhabi",
            kind: "museum",
            description: "A museum under a vast latticed dome designed by Jean Nouvel.",
          },
          {
            name: "Saadiyat Beach",
            kind: "beach",
            description: "A natural beach where hawksbill turtles nest.",
          },
        ],
      },
      {
        slug: "yas-island",
        name: "Yas Island",
        description: "An entertainment island of theme parks and the Formula 1 circuit.",
        lat: 24.49,
        lng: 54.61,
        landmarks: [
          {
            name: "Ferrari World",
            kind: "landmark",
            description:
              "An indoor theme park with Formula Rossa, one of the fastest roller coasters.",
          },
          {
            name: "Yas Marina Circuit",
            kind: "landmark",
            description: "Host of the Abu Dhabi Grand Prix.",
          },
          {
            name: "Yas Waterworld",
            kind: "landmark",
            description: "A waterpark with dozens of slides and rides.",
          },
          {
            name: "Warner Bros. World",
            kind: "landmark",
            description: "An indoor theme park based on Warner Bros. characters.",
          },
        ],
      },
      {
        slug: "al-ain",
        name: "Al Ain",
        description: "The Garden City, an oasis town near the Omani border.",
        lat: 24.21,
        lng: 55.74,
        landmarks: [
          {
            name: "Jebel Hafeet",
            kind: "viewpoint",
            description: "A mountain with a winding road to a summit viewpoint.",
          },
          {
            name: "Al Ain Oasis",
            kind: "garden",
            description: "A UNESCO-listed date-palm oasis with falaj irrigation.",
          },
          {
            name: "Al Jahili Fort",
            kind: "fort",
            description: "A restored 19th-century mud-brick fort.",
          },
        ],
      },
    ],
  },
  {
    slug: "turkey",
    name: "Turkey",
    type: "international",
    kind: "country",
    region: "Europe",
    hasPackage: true,
    tagline: "Balloons over Cappadocia, Byzantine Istanbul and Pamukkale's terraces",
    description:
      "Turkey (Türkiye) bridges Europe and Asia, with Istanbul straddling the Bosphorus strait. Its highlights include Byzantine and Ottoman monuments, hot-air balloon flights over Cappadocia's fairy chimneys, the white travertines of Pamukkale and the ruins of Ephesus. The Mediterranean coast around Antalya offers beach resorts.",
    bestMonths: [4, 5, 6, 9, 10],
    idealDays: { min: 7, max: 10 },
    currency: "TRY",
    palette: ["#bde0fe", "#dda15e", "#c1121f"],
    popularity: 79,
    cities: [
      {
        slug: "istanbul",
        name: "Istanbul",
        description: "The former Byzantine and Ottoman capital on two continents.",
        lat: 41.01,
        lng: 28.98,
        landmarks: [
          {
            name: "Hagia Sophia",
            kind: "mosque",
            description: "A 6th-century Byzantine church, later a mosque, museum and mosque again.",
          },
          {
            name: "Blue Mosque",
            kind: "mosque",
            description: "The Sultan Ahmed Mosque, with six minarets and blue Iznik tiles.",
          },
          {
            name: "Topkapi Palace",
            kind: "palace",
            description: "The palace of the Ottoman sultans, with treasury and harem.",
          },
          {
            name: "Grand Bazaar",
            kind: "market",
            description: "One of the world's oldest and largest covered markets.",
          },
          {
            name: "Bosphorus",
            kind: "landmark",
            description: "The strait between Europe and Asia, seen best on a ferry cruise.",
          },
        ],
      },
      {
        slug: "goreme",
        name: "Göreme (Cappadocia)",
        description: "The village at the centre of Cappadocia's fairy-chimney landscape.",
        lat: 38.64,
        lng: 34.83,
        landmarks: [
          {
            name: "Göreme Open-Air Museum",
            kind: "museum",
            description: "Rock-cut churches with Byzantine frescoes.",
          },
          {
            name: "Uçhisar Castle",
            kind: "fort",
            description: "A rock citadel with the highest viewpoint in the area.",
          },
          {
            name: "Derinkuyu Underground City",
            kind: "cave",
            description: "A multi-level underground city carved into soft rock.",
          },
          {
            name: "Love Valley",
            kind: "valley",
            description: "A valley of tall rock pillars, often seen from balloon flights.",
          },
        ],
      },
      {
        slug: "pamukkale",
        name: "Pamukkale",
        description: "A village below white travertine terraces formed by mineral springs.",
        lat: 37.92,
        lng: 29.12,
        landmarks: [
          {
            name: "Pamukkale Travertines",
            kind: "landmark",
            description: "Terraces of white calcium deposits with warm pools, walked barefoot.",
          },
          {
            name: "Hierapolis",
            kind: "monument",
            description: "Ruins of a Greco-Roman spa city, including a large theatre.",
          },
          {
            name: "Cleopatra's Pool",
            kind: "landmark",
            description: "A thermal pool with submerged ancient columns.",
          },
        ],
      },
      {
        slug: "antalya",
        name: "Antalya",
        description: "The main city of the Turkish Riviera on the Mediterranean.",
        lat: 36.9,
        lng: 30.7,
        landmarks: [
          {
            name: "Kaleiçi",
            kind: "street",
            description: "The walled old town of Ottoman houses above the harbour.",
          },
          {
            name: "Düden Waterfalls",
            kind: "waterfall",
            description: "Waterfalls including one that drops straight into the sea.",
          },
          {
            name: "Konyaaltı Beach",
            kind: "beach",
            description: "A long pebble beach backed by mountains.",
          },
        ],
      },
      {
        slug: "selcuk",
        name: "Selçuk",
        description: "The town next to the ancient city of Ephesus.",
        lat: 37.95,
        lng: 27.37,
        landmarks: [
          {
            name: "Ephesus",
            kind: "monument",
            description: "A vast Greco-Roman city with the Library of Celsus.",
          },
          {
            name: "House of the Virgin Mary",
            kind: "church",
            description: "A chapel on Mount Koressos venerated by Christians and Muslims.",
          },
        ],
      },
    ],
  },
  {
    slug: "australia",
    name: "Australia",
    type: "international",
    kind: "country",
    region: "Oceania",
    hasPackage: true,
    tagline: "Sydney Harbour, the Great Barrier Reef and the Great Ocean Road",
    description:
      "Australia is a continent-sized country of cosmopolitan cities, rainforest, outback and reef. Sydney's Opera House and harbour, Melbourne's laneways and the Great Ocean Road, the Gold Coast's theme parks and the Great Barrier Reef from Cairns make up the classic first trip. Seasons are the reverse of India's, with spring from September to November.",
    bestMonths: [3, 4, 5, 9, 10, 11],
    idealDays: { min: 8, max: 12 },
    currency: "AUD",
    palette: ["#8ecae6", "#bc6c25", "#ffb703"],
    popularity: 76,
    cities: [
      {
        slug: "sydney",
        name: "Sydney",
        description: "Australia's largest city, around one of the world's great natural harbours.",
        lat: -33.87,
        lng: 151.21,
        landmarks: [
          {
            name: "Sydney Opera House",
            kind: "landmark",
            description: "The UNESCO-listed sail-roofed performing arts centre.",
          },
          {
            name: "Sydney Harbour Bridge",
            kind: "landmark",
            description: "A steel arch bridge that visitors can climb.",
          },
          {
            name: "Bondi Beach",
            kind: "beach",
            description: "A famous surf beach with a clifftop coastal walk.",
          },
          {
            name: "Taronga Zoo",
            kind: "wildlife",
            description: "A harbourside zoo reached by ferry, with koalas and kangaroos.",
          },
        ],
      },
      {
        slug: "melbourne",
        name: "Melbourne",
        description: "Australia's cultural capital, known for laneway cafés, sport and street art.",
        lat: -37.81,
        lng: 144.96,
        landmarks: [
          {
            name: "Federation Square",
            kind: "landmark",
            description:
              "A public square of galleries and events opposite Flinders Street Station.",
          },
          {
            name: "Hosier Lane",
            kind: "street",
            description: "A laneway covered in ever-changing street art.",
          },
          {
            name: "Great Ocean Road",
            kind: "viewpoint",
            description: "A coastal drive south-west of the city leading to the Twelve Apostles.",
          },
          {
            name: "Phillip Island",
            kind: "wildlife",
            description: "Home of the evening Penguin Parade of little penguins.",
          },
        ],
      },
      {
        slug: "gold-coast",
        name: "Gold Coast",
        description: "A Queensland coastal city of surf beaches and theme parks.",
        lat: -28.02,
        lng: 153.4,
        landmarks: [
          {
            name: "Surfers Paradise",
            kind: "beach",
            description: "The high-rise beachfront heart of the Gold Coast.",
          },
          {
            name: "Warner Bros. Movie World",
            kind: "landmark",
            description: "A film-themed amusement park.",
          },
          {
            name: "Sea World",
            kind: "wildlife",
            description: "A marine park with animal encounters and rides.",
          },
          {
            name: "Springbrook National Park",
            kind: "national_park",
            description: "Rainforest with waterfalls and a glow-worm cave at Natural Bridge.",
          },
        ],
      },
      {
        slug: "cairns",
        name: "Cairns",
        description: "A tropical city in far north Queensland, gateway to the reef and rainforest.",
        lat: -16.92,
        lng: 145.77,
        landmarks: [
          {
            name: "Great Barrier Reef",
            kind: "landmark",
            description:
              "The world's largest coral reef system, reached by day boats for snorkelling.",
          },
          {
            name: "Kuranda Scenic Railway",
            kind: "landmark",
            description: "A heritage train through rainforest to the village of Kuranda.",
          },
          {
            name: "Daintree Rainforest",
            kind: "national_park",
            description: "Ancient tropical rainforest that meets the reef at Cape Tribulation.",
          },
        ],
      },
    ],
  },
  {
    slug: "united-kingdom",
    name: "UK",
    type: "international",
    kind: "country",
    region: "Europe",
    hasPackage: true,
    tagline: "Royal London, Scottish castles and the Roman baths of Georgian Bath",
    description:
      "The United Kingdom brings together England, Scotland, Wales and Northern Ireland, each with its own landscapes and traditions. London's palaces, museums and West End theatres anchor most trips, with Edinburgh's castle, the Scottish Highlands and the Georgian city of Bath reachable by train. Many of the country's great museums are free to enter.",
    bestMonths: [5, 6, 7, 8, 9],
    idealDays: { min: 7, max: 10 },
    currency: "GBP",
    palette: ["#b0c4de", "#4f772d", "#c8102e"],
    popularity: 75,
    cities: [
      {
        slug: "london",
        name: "London",
        description: "The capital on the Thames, with royal palaces, museums and parks.",
        lat: 51.51,
        lng: -0.13,
        landmarks: [
          {
            name: "Tower of London",
            kind: "fort",
            description: "A medieval fortress that holds the Crown Jewels.",
          },
          {
            name: "British Museum",
            kind: "museum",
            description: "A free museum of world history, including the Rosetta Stone.",
          },
          {
            name: "Buckingham Palace",
            kind: "palace",
            description: "The monarch's London residence, with the Changing of the Guard.",
          },
          {
            name: "London Eye",
            kind: "viewpoint",
            description: "A giant observation wheel on the South Bank.",
          },
          {
            name: "Tower Bridge",
            kind: "landmark",
            description: "A Victorian bascule bridge with a glass-floored walkway.",
          },
        ],
      },
      {
        slug: "edinburgh",
        name: "Edinburgh",
        description: "Scotland's capital, with a medieval Old Town and Georgian New Town.",
        lat: 55.95,
        lng: -3.19,
        landmarks: [
          {
            name: "Edinburgh Castle",
            kind: "fort",
            description: "A fortress on Castle Rock that holds the Scottish Crown Jewels.",
          },
          {
            name: "Royal Mile",
            kind: "street",
            description: "The Old Town's main street from the castle to Holyrood.",
          },
          {
            name: "Arthur's Seat",
            kind: "hill",
            description: "An extinct volcano with views over the city.",
          },
          {
            name: "Palace of Holyroodhouse",
            kind: "palace",
            description: "The monarch's official residence in Scotland.",
          },
        ],
      },
      {
        slug: "inverness",
        name: "Inverness",
        description: "The capital of the Scottish Highlands, near Loch Ness.",
        lat: 57.48,
        lng: -4.22,
        landmarks: [
          {
            name: "Loch Ness",
            kind: "lake",
            description: "A deep freshwater loch famous for the legend of its monster.",
          },
          {
            name: "Urquhart Castle",
            kind: "fort",
            description: "Castle ruins on the shore of Loch Ness.",
          },
          {
            name: "Culloden Battlefield",
            kind: "monument",
            description: "Site of the last pitched battle on British soil, in 1746.",
          },
        ],
      },
      {
        slug: "bath",
        name: "Bath",
        description: "A UNESCO-listed spa city of honey-coloured Georgian terraces.",
        lat: 51.38,
        lng: -2.36,
        landmarks: [
          {
            name: "Roman Baths",
            kind: "monument",
            description: "Well-preserved Roman bathing complex fed by hot springs.",
          },
          {
            name: "Bath Abbey",
            kind: "church",
            description: "A Gothic abbey church with a tower tour.",
          },
          {
            name: "Royal Crescent",
            kind: "street",
            description: "A sweeping crescent of 30 Georgian terraced houses.",
          },
        ],
      },
    ],
  },
  {
    slug: "japan",
    name: "Japan",
    type: "international",
    kind: "country",
    region: "East Asia",
    hasPackage: true,
    tagline: "Cherry blossoms, bullet trains and temples in Kyoto's lanes",
    description:
      "Japan is an island nation in East Asia where neon-lit cities sit alongside ancient temples, gardens and hot springs. The classic Golden Route links Tokyo, Mount Fuji, Kyoto, Nara and Osaka by Shinkansen bullet train. Spring cherry blossom and autumn foliage are the most popular seasons.",
    bestMonths: [3, 4, 10, 11],
    idealDays: { min: 7, max: 10 },
    currency: "JPY",
    palette: ["#ffe5ec", "#588157", "#d00000"],
    popularity: 74,
    cities: [
      {
        slug: "tokyo",
        name: "Tokyo",
        description: "Japan's capital, a vast metropolis of districts with distinct personalities.",
        lat: 35.68,
        lng: 139.69,
        landmarks: [
          {
            name: "Senso-ji",
            kind: "temple",
            description:
              "Tokyo's oldest temple, in Asakusa, approached through Nakamise shopping street.",
          },
          {
            name: "Shibuya Crossing",
            kind: "street",
            description: "One of the world's busiest pedestrian scrambles.",
          },
          {
            name: "Tokyo Skytree",
            kind: "viewpoint",
            description: "A 634 m broadcasting tower with observation decks.",
          },
          {
            name: "Meiji Jingu",
            kind: "temple",
            description: "A Shinto shrine in a forest next to Harajuku.",
          },
        ],
      },
      {
        slug: "kyoto",
        name: "Kyoto",
        description: "The former imperial capital, with over a thousand temples and shrines.",
        lat: 35.01,
        lng: 135.77,
        landmarks: [
          {
            name: "Fushimi Inari Taisha",
            kind: "temple",
            description:
              "A shrine famous for trails lined with thousands of vermilion torii gates.",
          },
          {
            name: "Kinkaku-ji",
            kind: "temple",
            description: "The Golden Pavilion, covered in gold leaf and reflected in a pond.",
          },
          {
            name: "Arashiyama Bamboo Grove",
            kind: "landmark",
            description: "A path through towering bamboo in western Kyoto.",
          },
          {
            name: "Kiyomizu-dera",
            kind: "temple",
            description: "A hillside temple with a wooden stage overlooking the city.",
          },
        ],
      },
      {
        slug: "osaka",
        name: "Osaka",
        description: "A lively merchant city known as Japan's kitchen.",
        lat: 34.69,
        lng: 135.5,
        landmarks: [
          {
            name: "Osaka Castle",
            kind: "fort",
            description: "A reconstructed castle keep with a museum, in a large park.",
          },
          {
            name: "Dotonbori",
            kind: "street",
            description: "A canal-side entertainment district of neon signs and street food.",
          },
          {
            name: "Universal Studios Japan",
            kind: "landmark",
            description: "A theme park including Super Nintendo World.",
          },
        ],
      },
      {
        slug: "nara",
        name: "Nara",
        description: "Japan's first permanent capital, an easy day trip from Kyoto or Osaka.",
        lat: 34.69,
        lng: 135.8,
        landmarks: [
          {
            name: "Todai-ji",
            kind: "temple",
            description: "A vast wooden hall housing a 15 m bronze Great Buddha.",
          },
          {
            name: "Nara Park",
            kind: "garden",
            description: "A park where more than a thousand tame sika deer roam.",
          },
          {
            name: "Kasuga Taisha",
            kind: "temple",
            description: "A shrine known for its thousands of bronze and stone lanterns.",
          },
        ],
      },
      {
        slug: "kawaguchiko",
        name: "Lake Kawaguchiko (Mt Fuji)",
        description: "A lake resort at the northern foot of Mount Fuji.",
        lat: 35.5,
        lng: 138.76,
        landmarks: [
          {
            name: "Lake Kawaguchi",
            kind: "lake",
            description: "A lake with classic reflections of Mount Fuji.",
          },
          {
            name: "Chureito Pagoda",
            kind: "viewpoint",
            description: "A five-storey pagoda framing Mount Fuji, reached by about 400 steps.",
          },
          {
            name: "Mount Fuji",
            kind: "hill",
            description: "Japan's highest mountain at 3,776 m, climbed in July and August.",
          },
        ],
      },
    ],
  },
  {
    slug: "united-states",
    name: "USA",
    type: "international",
    kind: "country",
    region: "Americas",
    hasPackage: true,
    tagline: "New York's skyline, Las Vegas lights and California's Golden Gate",
    description:
      "The United States spans a continent, from the skyscrapers of New York to the beaches and desert parks of the West. Popular circuits pair New York on the East Coast with San Francisco, Los Angeles and Las Vegas in the West, while families head to Orlando's theme parks. Indian travellers need a B1/B2 visa, which should be applied for well in advance.",
    bestMonths: [4, 5, 6, 9, 10],
    idealDays: { min: 10, max: 14 },
    currency: "USD",
    palette: ["#bde0fe", "#3d5a80", "#e63946"],
    popularity: 73,
    cities: [
      {
        slug: "new-york",
        name: "New York",
        description: "America's largest city, centred on the island of Manhattan.",
        lat: 40.71,
        lng: -74.01,
        landmarks: [
          {
            name: "Statue of Liberty",
            kind: "monument",
            description: "The copper statue on Liberty Island, reached by ferry.",
          },
          {
            name: "Times Square",
            kind: "street",
            description: "The neon-lit junction at the heart of the Theater District.",
          },
          {
            name: "Central Park",
            kind: "garden",
            description: "An 843-acre park in the middle of Manhattan.",
          },
          {
            name: "Empire State Building",
            kind: "viewpoint",
            description: "An Art Deco skyscraper with an 86th-floor open-air deck.",
          },
          {
            name: "The Metropolitan Museum of Art",
            kind: "museum",
            description: "One of the world's largest art museums, on Fifth Avenue.",
          },
        ],
      },
      {
        slug: "san-francisco",
        name: "San Francisco",
        description: "A hilly Bay Area city of cable cars, Victorian houses and fog.",
        lat: 37.77,
        lng: -122.42,
        landmarks: [
          {
            name: "Golden Gate Bridge",
            kind: "landmark",
            description: "The red suspension bridge across the Golden Gate strait.",
          },
          {
            name: "Alcatraz Island",
            kind: "island",
            description: "A former federal prison on an island in the bay.",
          },
          {
            name: "Fisherman's Wharf",
            kind: "street",
            description: "A waterfront area with sea lions at Pier 39.",
          },
        ],
      },
      {
        slug: "las-vegas",
        name: "Las Vegas",
        description: "A desert resort city of casinos, shows and themed hotels.",
        lat: 36.17,
        lng: -115.14,
        landmarks: [
          {
            name: "Las Vegas Strip",
            kind: "street",
            description: "A boulevard of mega-resorts, casinos and shows.",
          },
          {
            name: "Fountains of Bellagio",
            kind: "landmark",
            description: "A free choreographed fountain show in front of the Bellagio.",
          },
          {
            name: "Hoover Dam",
            kind: "landmark",
            description: "A 1930s concrete dam on the Colorado River, about 50 km away.",
          },
        ],
      },
      {
        slug: "los-angeles",
        name: "Los Angeles",
        description: "The sprawling Southern California home of Hollywood.",
        lat: 34.05,
        lng: -118.24,
        landmarks: [
          {
            name: "Hollywood Walk of Fame",
            kind: "street",
            description: "Stars embedded in the sidewalks of Hollywood Boulevard.",
          },
          {
            name: "Griffith Observatory",
            kind: "viewpoint",
            description: "A free observatory with views of the Hollywood Sign.",
          },
          {
            name: "Universal Studios Hollywood",
            kind: "landmark",
            description: "A working film studio and theme park.",
          },
          {
            name: "Santa Monica Pier",
            kind: "beach",
            description: "A historic pier with an amusement park above the beach.",
          },
        ],
      },
      {
        slug: "orlando",
        name: "Orlando",
        description: "Central Florida's theme park capital.",
        lat: 28.54,
        lng: -81.38,
        landmarks: [
          {
            name: "Walt Disney World Resort",
            kind: "landmark",
            description: "Four theme parks including Magic Kingdom and EPCOT.",
          },
          {
            name: "Universal Orlando Resort",
            kind: "landmark",
            description: "Theme parks including The Wizarding World of Harry Potter.",
          },
          {
            name: "Kennedy Space Center",
            kind: "museum",
            description: "NASA's launch site visitor complex on Florida's Space Coast.",
          },
        ],
      },
    ],
  },
  {
    slug: "seychelles",
    name: "Seychelles",
    type: "international",
    kind: "country",
    region: "Africa",
    hasPackage: true,
    tagline: "Granite-boulder beaches, giant tortoises and the coco de mer",
    description:
      "Seychelles is an archipelago of 115 islands in the western Indian Ocean, north of Madagascar. Its inner granitic islands of Mahé, Praslin and La Digue are famous for beaches framed by smooth granite boulders. Much of the land is protected, including the Vallée de Mai, home of the giant coco de mer palm.",
    bestMonths: [4, 5, 10, 11],
    idealDays: { min: 5, max: 7 },
    currency: "SCR",
    palette: ["#80ffdb", "#2d6a4f", "#ff8fab"],
    popularity: 72,
    cities: [
      {
        slug: "mahe",
        name: "Mahé",
        description:
          "The largest island, home to the capital Victoria and the international airport.",
        lat: -4.62,
        lng: 55.45,
        landmarks: [
          {
            name: "Beau Vallon Beach",
            kind: "beach",
            description: "A long, calm beach on the north-west coast.",
          },
          {
            name: "Sir Selwyn Selwyn-Clarke Market",
            kind: "market",
            description: "Victoria's colourful market for fish, spices and produce.",
          },
          {
            name: "Morne Seychellois National Park",
            kind: "national_park",
            description: "Mountain rainforest covering more than a fifth of Mahé.",
          },
        ],
      },
      {
        slug: "praslin",
        name: "Praslin",
        description: "The second-largest island, reached by ferry or short flight from Mahé.",
        lat: -4.33,
        lng: 55.74,
        landmarks: [
          {
            name: "Vallée de Mai",
            kind: "national_park",
            description: "A UNESCO-listed palm forest where the coco de mer grows wild.",
          },
          {
            name: "Anse Lazio",
            kind: "beach",
            description: "A beach of granite boulders and turquoise water in the north-west.",
          },
          {
            name: "Anse Georgette",
            kind: "beach",
            description: "A secluded beach reached through a resort, by arrangement.",
          },
        ],
      },
      {
        slug: "la-digue",
        name: "La Digue",
        description: "A small island where bicycles and ox-carts are the main transport.",
        lat: -4.36,
        lng: 55.84,
        landmarks: [
          {
            name: "Anse Source d'Argent",
            kind: "beach",
            description:
              "One of the world's most photographed beaches, with sculpted granite boulders.",
          },
          {
            name: "L'Union Estate",
            kind: "landmark",
            description: "An old plantation with a copra mill and giant tortoises.",
          },
          {
            name: "Grand Anse",
            kind: "beach",
            description: "A wild beach on the south-east coast with strong surf.",
          },
        ],
      },
    ],
  },
  {
    slug: "france",
    name: "France",
    type: "international",
    kind: "country",
    region: "Europe",
    hasPackage: true,
    tagline: "Riviera sunshine, Versailles splendour and Mont Blanc's glaciers",
    description:
      "France is one of the world's most visited countries, famed for art, food, wine and varied landscapes. Beyond Paris, travellers head to the Palace of Versailles, the French Riviera around Nice, Mont Blanc at Chamonix and the tidal island abbey of Mont-Saint-Michel. A Schengen visa covers France along with most of Europe.",
    bestMonths: [4, 5, 6, 9, 10],
    idealDays: { min: 5, max: 8 },
    currency: "EUR",
    palette: ["#bcd4e6", "#0055a4", "#ef4135"],
    popularity: 71,
    cities: [
      {
        slug: "nice",
        name: "Nice",
        description: "The capital of the French Riviera on the Baie des Anges.",
        lat: 43.7,
        lng: 7.27,
        landmarks: [
          {
            name: "Promenade des Anglais",
            kind: "street",
            description: "A seafront promenade stretching along the bay.",
          },
          {
            name: "Castle Hill",
            kind: "viewpoint",
            description: "A park on the site of an old citadel overlooking the bay and old town.",
          },
          {
            name: "Vieux Nice",
            kind: "street",
            description: "The old town of narrow lanes and the Cours Saleya flower market.",
          },
          {
            name: "Musée Matisse",
            kind: "museum",
            description: "A museum of Henri Matisse's work in a Genoese villa.",
          },
        ],
      },
      {
        slug: "versailles",
        name: "Versailles",
        description: "A town south-west of Paris built around the royal palace.",
        lat: 48.8,
        lng: 2.13,
        landmarks: [
          {
            name: "Palace of Versailles",
            kind: "palace",
            description: "The royal palace of Louis XIV, with the Hall of Mirrors.",
          },
          {
            name: "Gardens of Versailles",
            kind: "garden",
            description: "Formal gardens with fountains and the Grand Canal.",
          },
        ],
      },
      {
        slug: "chamonix",
        name: "Chamonix",
        description: "An Alpine resort town at the foot of Mont Blanc.",
        lat: 45.92,
        lng: 6.87,
        landmarks: [
          {
            name: "Aiguille du Midi",
            kind: "viewpoint",
            description: "A cable car to 3,842 m with close views of Mont Blanc.",
          },
          {
            name: "Mer de Glace",
            kind: "landmark",
            description: "France's largest glacier, reached by the Montenvers rack railway.",
          },
        ],
      },
      {
        slug: "mont-saint-michel",
        name: "Mont-Saint-Michel",
        description: "A tidal island in Normandy crowned by a medieval abbey.",
        lat: 48.64,
        lng: -1.51,
        landmarks: [
          {
            name: "Mont-Saint-Michel Abbey",
            kind: "monastery",
            description: "A Benedictine abbey on the summit of the rocky island.",
          },
          {
            name: "Bay of Mont-Saint-Michel",
            kind: "landmark",
            description: "A UNESCO-listed bay with one of Europe's largest tidal ranges.",
          },
        ],
      },
    ],
  },
  {
    slug: "indonesia",
    name: "Indonesia",
    type: "international",
    kind: "country",
    region: "Southeast Asia",
    hasPackage: true,
    tagline: "Borobudur at dawn, Komodo dragons and volcano-ringed islands",
    description:
      "Indonesia is the world's largest archipelago nation, with more than 17,000 islands straddling the equator. Beyond Bali, travellers visit the temples of Borobudur and Prambanan near Yogyakarta, Komodo National Park from Labuan Bajo, and the beaches and volcano of Lombok. Jakarta is the main international gateway.",
    bestMonths: [5, 6, 7, 8, 9],
    idealDays: { min: 7, max: 10 },
    currency: "IDR",
    palette: ["#a0e7e5", "#3a7d44", "#e63946"],
    popularity: 70,
    cities: [
      {
        slug: "jakarta",
        name: "Jakarta",
        description: "Indonesia's largest city, on the north-west coast of Java.",
        lat: -6.18,
        lng: 106.83,
        landmarks: [
          {
            name: "National Monument",
            kind: "monument",
            description: "Monas, a 132 m obelisk topped with a gold-leaf flame.",
          },
          {
            name: "Kota Tua",
            kind: "street",
            description: "The Dutch colonial old town around Fatahillah Square.",
          },
          {
            name: "Istiqlal Mosque",
            kind: "mosque",
            description: "The largest mosque in Southeast Asia.",
          },
        ],
      },
      {
        slug: "yogyakarta",
        name: "Yogyakarta",
        description: "Java's cultural capital and base for Borobudur and Prambanan.",
        lat: -7.8,
        lng: 110.37,
        landmarks: [
          {
            name: "Borobudur",
            kind: "temple",
            description: "The world's largest Buddhist temple, built in the 9th century.",
          },
          {
            name: "Prambanan",
            kind: "temple",
            description: "A 9th-century Hindu temple compound dedicated to the Trimurti.",
          },
          {
            name: "Kraton Yogyakarta",
            kind: "palace",
            description: "The sultan's palace, still an active royal residence.",
          },
        ],
      },
      {
        slug: "labuan-bajo",
        name: "Labuan Bajo",
        description: "A harbour town on Flores and gateway to Komodo National Park.",
        lat: -8.5,
        lng: 119.89,
        landmarks: [
          {
            name: "Komodo National Park",
            kind: "national_park",
            description: "UNESCO-listed islands and reefs, home of the Komodo dragon.",
          },
          {
            name: "Padar Island",
            kind: "viewpoint",
            description: "A hike to a ridge overlooking three differently coloured bays.",
          },
          {
            name: "Pink Beach",
            kind: "beach",
            description: "A beach tinted pink by fragments of red coral.",
          },
        ],
      },
      {
        slug: "lombok",
        name: "Lombok",
        description: "An island east of Bali with a towering volcano and the nearby Gili Islands.",
        lat: -8.58,
        lng: 116.12,
        landmarks: [
          {
            name: "Mount Rinjani",
            kind: "trek",
            description:
              "Indonesia's second-highest volcano, with a crater lake, climbed on multi-day treks.",
          },
          {
            name: "Gili Trawangan",
            kind: "island",
            description: "A car-free island off Lombok known for snorkelling with turtles.",
          },
          {
            name: "Sade Village",
            kind: "landmark",
            description: "A traditional Sasak village of thatched houses.",
          },
        ],
      },
    ],
  },
  {
    slug: "italy",
    name: "Italy",
    type: "international",
    kind: "country",
    region: "Europe",
    hasPackage: true,
    tagline: "Venetian canals, Renaissance Florence and cliffside Amalfi villages",
    description:
      "Italy packs Roman ruins, Renaissance art and Mediterranean coastline into a boot-shaped peninsula. Beyond Rome, classic routes take in the canals of Venice, Florence and Tuscany, the Leaning Tower of Pisa, fashionable Milan and the cliffside towns of the Amalfi Coast. Its food, from pizza and pasta to gelato, is a highlight in itself.",
    bestMonths: [4, 5, 6, 9, 10],
    idealDays: { min: 6, max: 9 },
    currency: "EUR",
    palette: ["#a8dadc", "#6a994e", "#bc4749"],
    popularity: 69,
    cities: [
      {
        slug: "venice",
        name: "Venice",
        description: "A city of canals built on more than a hundred small islands in a lagoon.",
        lat: 45.44,
        lng: 12.32,
        landmarks: [
          {
            name: "St Mark's Basilica",
            kind: "church",
            description: "A Byzantine basilica covered in golden mosaics.",
          },
          {
            name: "Grand Canal",
            kind: "landmark",
            description: "Venice's main waterway, lined with palazzi and ridden by vaporetto.",
          },
          {
            name: "Rialto Bridge",
            kind: "landmark",
            description: "The oldest bridge across the Grand Canal.",
          },
          {
            name: "Doge's Palace",
            kind: "palace",
            description: "The Gothic seat of the Venetian Republic, linked to the Bridge of Sighs.",
          },
        ],
      },
      {
        slug: "florence",
        name: "Florence",
        description: "The capital of Tuscany and cradle of the Renaissance.",
        lat: 43.77,
        lng: 11.26,
        landmarks: [
          {
            name: "Florence Cathedral",
            kind: "church",
            description: "The Duomo, topped by Brunelleschi's dome.",
          },
          {
            name: "Uffizi Gallery",
            kind: "museum",
            description: "Renaissance masterpieces including Botticelli's Birth of Venus.",
          },
          {
            name: "Ponte Vecchio",
            kind: "landmark",
            description: "A medieval bridge lined with jewellery shops over the Arno.",
          },
          {
            name: "Piazzale Michelangelo",
            kind: "viewpoint",
            description: "A hilltop square with panoramic views of the city.",
          },
        ],
      },
      {
        slug: "positano",
        name: "Positano (Amalfi Coast)",
        description: "A cliffside village of pastel houses on the Amalfi Coast.",
        lat: 40.63,
        lng: 14.48,
        landmarks: [
          {
            name: "Spiaggia Grande",
            kind: "beach",
            description: "Positano's main beach below the tumbling village.",
          },
          {
            name: "Path of the Gods",
            kind: "trek",
            description: "A cliff-top hiking trail high above the Amalfi Coast.",
          },
          {
            name: "Amalfi Cathedral",
            kind: "church",
            description: "A striped cathedral with a grand staircase in nearby Amalfi.",
          },
        ],
      },
      {
        slug: "pisa",
        name: "Pisa",
        description: "A Tuscan university city, home to the famous leaning bell tower.",
        lat: 43.72,
        lng: 10.4,
        landmarks: [
          {
            name: "Leaning Tower of Pisa",
            kind: "monument",
            description: "The cathedral's tilting bell tower, which visitors can climb.",
          },
          {
            name: "Piazza dei Miracoli",
            kind: "landmark",
            description: "A UNESCO-listed square with the cathedral, baptistery and tower.",
          },
        ],
      },
      {
        slug: "milan",
        name: "Milan",
        description: "Italy's fashion and business capital in Lombardy.",
        lat: 45.46,
        lng: 9.19,
        landmarks: [
          {
            name: "Duomo di Milano",
            kind: "church",
            description: "A Gothic cathedral with a walkable roof of spires.",
          },
          {
            name: "Galleria Vittorio Emanuele II",
            kind: "market",
            description: "A 19th-century glass-roofed shopping arcade.",
          },
          {
            name: "The Last Supper",
            kind: "museum",
            description:
              "Leonardo da Vinci's mural at Santa Maria delle Grazie; booking essential.",
          },
        ],
      },
    ],
  },
  {
    slug: "hong-kong",
    name: "Hong Kong",
    type: "international",
    kind: "city",
    region: "East Asia",
    hasPackage: true,
    tagline: "Victoria Peak views, Disneyland and dim sum on every corner",
    description:
      "Hong Kong is a special administrative region of China on the south coast, with skyscrapers packed around Victoria Harbour. Visitors ride the Peak Tram to Victoria Peak, take the Star Ferry to Kowloon and head to Lantau Island for Disneyland and the Tian Tan Buddha. Markets, dim sum and harbour-front light shows fill the evenings.",
    bestMonths: [1, 2, 3, 10, 11, 12],
    idealDays: { min: 3, max: 5 },
    currency: "HKD",
    palette: ["#a8dadc", "#1d3557", "#e63946"],
    popularity: 68,
    cities: [
      {
        slug: "hong-kong-island",
        name: "Hong Kong Island",
        description: "The financial district and steep residential streets below Victoria Peak.",
        lat: 22.28,
        lng: 114.16,
        landmarks: [
          {
            name: "Victoria Peak",
            kind: "viewpoint",
            description: "The highest point on the island, with views across the harbour.",
          },
          {
            name: "Peak Tram",
            kind: "landmark",
            description: "A funicular operating since 1888 up to Victoria Peak.",
          },
          {
            name: "Man Mo Temple",
            kind: "temple",
            description: "A 19th-century temple filled with hanging incense coils.",
          },
          {
            name: "Ocean Park",
            kind: "landmark",
            description: "A marine theme park with pandas and cable-car rides.",
          },
        ],
      },
      {
        slug: "kowloon",
        name: "Kowloon",
        description: "The peninsula facing Hong Kong Island, dense with markets and neon.",
        lat: 22.3,
        lng: 114.17,
        landmarks: [
          {
            name: "Tsim Sha Tsui Promenade",
            kind: "street",
            description: "A waterfront walk with the Avenue of Stars and skyline views.",
          },
          {
            name: "Temple Street Night Market",
            kind: "market",
            description: "A night market of street food, fortune tellers and bargains.",
          },
          {
            name: "Star Ferry",
            kind: "landmark",
            description: "Green-and-white ferries crossing Victoria Harbour since 1888.",
          },
          {
            name: "Wong Tai Sin Temple",
            kind: "temple",
            description: "A busy Taoist temple known for fortune-telling.",
          },
        ],
      },
      {
        slug: "lantau-island",
        name: "Lantau Island",
        description: "Hong Kong's largest island, home to the airport and Disneyland.",
        lat: 22.26,
        lng: 113.95,
        landmarks: [
          {
            name: "Tian Tan Buddha",
            kind: "monument",
            description: "A 34 m bronze seated Buddha at Ngong Ping.",
          },
          {
            name: "Ngong Ping 360",
            kind: "viewpoint",
            description: "A 5.7 km cable car ride with views over the sea and mountains.",
          },
          {
            name: "Hong Kong Disneyland",
            kind: "landmark",
            description: "A Disney theme park on Lantau's north-east coast.",
          },
          {
            name: "Po Lin Monastery",
            kind: "monastery",
            description: "A Buddhist monastery beside the Tian Tan Buddha.",
          },
        ],
      },
    ],
  },
  {
    slug: "azerbaijan",
    name: "Azerbaijan",
    type: "international",
    kind: "country",
    region: "Central Asia",
    hasPackage: true,
    tagline: "Baku's Old City, Flame Towers and fires that never go out",
    description:
      "Azerbaijan sits on the Caspian Sea in the Caucasus, at the crossroads of Europe and Asia, with Baku as its capital. Baku's walled Old City and Maiden Tower, the modern Flame Towers and Heydar Aliyev Center, and the burning hillside of Yanar Dag are the big draws. The Ateshgah fire temple near Baku bears inscriptions left by Indian traders and pilgrims.",
    bestMonths: [4, 5, 6, 9, 10],
    idealDays: { min: 4, max: 6 },
    currency: "AZN",
    palette: ["#a2d2ff", "#0092bc", "#ef3340"],
    popularity: 67,
    cities: [
      {
        slug: "baku",
        name: "Baku",
        description:
          "The capital on the Caspian, mixing a medieval walled city with futuristic architecture.",
        lat: 40.41,
        lng: 49.87,
        landmarks: [
          {
            name: "Icherisheher",
            kind: "street",
            description: "The UNESCO-listed walled Old City with the Palace of the Shirvanshahs.",
          },
          {
            name: "Maiden Tower",
            kind: "monument",
            description: "A 12th-century stone tower and symbol of Baku.",
          },
          {
            name: "Flame Towers",
            kind: "landmark",
            description: "Three flame-shaped skyscrapers lit up with LED displays at night.",
          },
          {
            name: "Heydar Aliyev Center",
            kind: "museum",
            description: "A flowing white cultural centre designed by Zaha Hadid.",
          },
          {
            name: "Baku Boulevard",
            kind: "street",
            description: "A long seaside park along the Caspian.",
          },
        ],
      },
      {
        slug: "absheron",
        name: "Absheron Peninsula",
        description: "The peninsula around Baku, known for natural gas fires.",
        lat: 40.45,
        lng: 49.95,
        landmarks: [
          {
            name: "Yanar Dag",
            kind: "landmark",
            description: "A hillside where natural gas has burned continuously for decades.",
          },
          {
            name: "Ateshgah Fire Temple",
            kind: "temple",
            description:
              "A fire temple used by Hindu, Sikh and Zoroastrian worshippers, with Indian inscriptions.",
          },
        ],
      },
      {
        slug: "gobustan",
        name: "Gobustan",
        description: "A rocky area south of Baku with prehistoric rock art and mud volcanoes.",
        lat: 40.11,
        lng: 49.39,
        landmarks: [
          {
            name: "Gobustan Rock Art",
            kind: "monument",
            description: "UNESCO-listed petroglyphs spanning thousands of years.",
          },
          {
            name: "Gobustan Mud Volcanoes",
            kind: "landmark",
            description: "A field of bubbling mud volcanoes.",
          },
        ],
      },
      {
        slug: "gabala",
        name: "Gabala",
        description: "A mountain resort town in the foothills of the Greater Caucasus.",
        lat: 40.98,
        lng: 47.85,
        landmarks: [
          {
            name: "Tufandag Mountain Resort",
            kind: "hill",
            description: "A ski and cable-car resort with summer hiking.",
          },
          {
            name: "Nohur Lake",
            kind: "lake",
            description: "A lake set against forested mountains.",
          },
        ],
      },
      {
        slug: "sheki",
        name: "Sheki",
        description: "A historic Silk Road town in the Caucasus foothills.",
        lat: 41.2,
        lng: 47.17,
        landmarks: [
          {
            name: "Palace of Shaki Khans",
            kind: "palace",
            description: "An 18th-century palace with stained-glass shebeke windows.",
          },
          {
            name: "Upper Caravanserai",
            kind: "landmark",
            description: "A large 18th-century caravanserai, now a hotel.",
          },
        ],
      },
    ],
  },
  {
    slug: "new-zealand",
    name: "New Zealand",
    type: "international",
    kind: "country",
    region: "Oceania",
    hasPackage: true,
    tagline: "Fiords, geothermal valleys and the Shire at the bottom of the world",
    description:
      "New Zealand is an island nation in the South Pacific, made up mainly of the North and South Islands, known for dramatic landscapes and adventure sports. Auckland is the main gateway, Rotorua showcases geysers and Māori culture, and Queenstown is the base for bungy jumping and trips to Milford Sound. The Hobbiton film set from The Lord of the Rings lies near Matamata.",
    bestMonths: [1, 2, 3, 4, 11, 12],
    idealDays: { min: 8, max: 12 },
    currency: "NZD",
    palette: ["#a9def9", "#2d6a4f", "#e76f51"],
    popularity: 66,
    cities: [
      {
        slug: "auckland",
        name: "Auckland",
        description:
          "New Zealand's largest city, spread across volcanic cones between two harbours.",
        lat: -36.85,
        lng: 174.76,
        landmarks: [
          {
            name: "Sky Tower",
            kind: "viewpoint",
            description: "A 328 m tower with observation decks and a SkyJump.",
          },
          {
            name: "Auckland War Memorial Museum",
            kind: "museum",
            description: "A museum with major Māori and Pacific collections.",
          },
          {
            name: "Waiheke Island",
            kind: "island",
            description: "A wine-growing island a short ferry ride away.",
          },
        ],
      },
      {
        slug: "rotorua",
        name: "Rotorua",
        description: "A geothermal town and centre of Māori culture.",
        lat: -38.14,
        lng: 176.25,
        landmarks: [
          {
            name: "Te Puia",
            kind: "landmark",
            description: "Home of the Pōhutu geyser and a Māori arts and crafts institute.",
          },
          {
            name: "Wai-O-Tapu",
            kind: "landmark",
            description: "A thermal park with the colourful Champagne Pool.",
          },
          {
            name: "Redwoods Whakarewarewa Forest",
            kind: "trek",
            description: "Trails and a treewalk among giant Californian redwoods.",
          },
        ],
      },
      {
        slug: "queenstown",
        name: "Queenstown",
        description: "An adventure capital on Lake Wakatipu ringed by mountains.",
        lat: -45.03,
        lng: 168.66,
        landmarks: [
          {
            name: "Skyline Queenstown",
            kind: "viewpoint",
            description: "A gondola to Bob's Peak with a luge track.",
          },
          {
            name: "Lake Wakatipu",
            kind: "lake",
            description: "A long glacial lake cruised by the vintage TSS Earnslaw steamship.",
          },
          {
            name: "Kawarau Gorge Suspension Bridge",
            kind: "landmark",
            description: "The world's first commercial bungy site, opened in 1988.",
          },
          {
            name: "Milford Sound",
            kind: "valley",
            description: "A fiord in Fiordland National Park, usually visited as a long day trip.",
          },
        ],
      },
      {
        slug: "matamata",
        name: "Matamata",
        description: "A farming town in the Waikato, home of the Hobbiton film set.",
        lat: -37.81,
        lng: 175.77,
        landmarks: [
          {
            name: "Hobbiton Movie Set",
            kind: "landmark",
            description: "The Shire set used in The Lord of the Rings and The Hobbit films.",
          },
          {
            name: "Wairere Falls",
            kind: "waterfall",
            description: "A tall waterfall in the Kaimai Range, reached by a forest walk.",
          },
        ],
      },
    ],
  },
  {
    slug: "greece",
    name: "Greece",
    type: "international",
    kind: "country",
    region: "Europe",
    hasPackage: true,
    tagline: "The Acropolis, whitewashed Santorini and long island summers",
    description:
      "Greece is the cradle of Western democracy and philosophy, with ancient sites across its mainland and thousands of islands. The Acropolis in Athens is the starting point for most trips, followed by ferries or flights to the Cycladic islands of Santorini and Mykonos or to Crete. Late spring and September offer warm seas without the peak summer crowds.",
    bestMonths: [5, 6, 9, 10],
    idealDays: { min: 6, max: 9 },
    currency: "EUR",
    palette: ["#caf0f8", "#0077b6", "#ffb703"],
    popularity: 64,
    cities: [
      {
        slug: "athens",
        name: "Athens",
        description: "The Greek capital, one of the world's oldest cities.",
        lat: 37.98,
        lng: 23.73,
        landmarks: [
          {
            name: "Acropolis",
            kind: "monument",
            description: "The ancient citadel crowned by the Parthenon.",
          },
          {
            name: "Acropolis Museum",
            kind: "museum",
            description:
              "A modern museum of finds from the Acropolis, with a glass floor over excavations.",
          },
          {
            name: "Plaka",
            kind: "street",
            description: "The old neighbourhood of tavernas and lanes below the Acropolis.",
          },
        ],
      },
      {
        slug: "santorini",
        name: "Santorini",
        description: "A volcanic island of cliff-top white villages around a flooded caldera.",
        lat: 36.42,
        lng: 25.43,
        landmarks: [
          {
            name: "Oia",
            kind: "viewpoint",
            description: "A village famous for sunsets over the caldera.",
          },
          {
            name: "Red Beach",
            kind: "beach",
            description: "A beach below striking red volcanic cliffs.",
          },
          {
            name: "Akrotiri",
            kind: "monument",
            description: "A Bronze Age town preserved under volcanic ash.",
          },
        ],
      },
      {
        slug: "mykonos",
        name: "Mykonos",
        description: "A Cycladic island known for its windmills, beaches and nightlife.",
        lat: 37.45,
        lng: 25.33,
        landmarks: [
          {
            name: "Little Venice",
            kind: "street",
            description: "Balconied houses built right over the sea.",
          },
          {
            name: "Kato Mili",
            kind: "landmark",
            description: "A row of 16th-century windmills above the town.",
          },
          {
            name: "Paradise Beach",
            kind: "beach",
            description: "A lively beach known for its beach clubs.",
          },
        ],
      },
      {
        slug: "heraklion",
        name: "Heraklion (Crete)",
        description: "The largest city on Crete, Greece's largest island.",
        lat: 35.34,
        lng: 25.13,
        landmarks: [
          {
            name: "Palace of Knossos",
            kind: "monument",
            description:
              "The largest Bronze Age site on Crete, linked to the legend of the Minotaur.",
          },
          {
            name: "Heraklion Archaeological Museum",
            kind: "museum",
            description: "One of the finest collections of Minoan art.",
          },
        ],
      },
    ],
  },
  {
    slug: "spain",
    name: "Spain",
    type: "international",
    kind: "country",
    region: "Europe",
    hasPackage: true,
    tagline: "Gaudí's Barcelona, Alhambra palaces and late-night tapas",
    description:
      "Spain occupies most of the Iberian Peninsula and mixes Roman, Moorish and modernist heritage with a famously late-night food culture. Barcelona's Gaudí buildings, Madrid's art museums and the Andalusian cities of Seville and Granada form the classic route. Flamenco, tapas and football are part of the experience.",
    bestMonths: [4, 5, 6, 9, 10],
    idealDays: { min: 7, max: 10 },
    currency: "EUR",
    palette: ["#a2d2ff", "#e76f51", "#ffd60a"],
    popularity: 63,
    cities: [
      {
        slug: "barcelona",
        name: "Barcelona",
        description: "The Catalan capital on the Mediterranean, shaped by Antoni Gaudí.",
        lat: 41.39,
        lng: 2.17,
        landmarks: [
          {
            name: "Sagrada Família",
            kind: "church",
            description: "Gaudí's basilica, under construction since 1882.",
          },
          {
            name: "Park Güell",
            kind: "garden",
            description: "A hillside park of mosaic terraces designed by Gaudí.",
          },
          {
            name: "La Rambla",
            kind: "street",
            description: "A tree-lined pedestrian boulevard through the old city.",
          },
          {
            name: "Casa Batlló",
            kind: "landmark",
            description: "A Gaudí house with a dragon-scale roof.",
          },
        ],
      },
      {
        slug: "madrid",
        name: "Madrid",
        description: "Spain's capital, known for art museums, grand boulevards and nightlife.",
        lat: 40.42,
        lng: -3.7,
        landmarks: [
          {
            name: "Prado Museum",
            kind: "museum",
            description: "Masterpieces by Velázquez, Goya and El Greco.",
          },
          {
            name: "Royal Palace of Madrid",
            kind: "palace",
            description:
              "The official residence of the Spanish royal family, used for state ceremonies.",
          },
          {
            name: "Retiro Park",
            kind: "garden",
            description: "A large park with a boating lake and the Crystal Palace.",
          },
          {
            name: "Plaza Mayor",
            kind: "landmark",
            description: "A 17th-century arcaded square in the historic centre.",
          },
        ],
      },
      {
        slug: "seville",
        name: "Seville",
        description: "The capital of Andalusia and home of flamenco.",
        lat: 37.39,
        lng: -5.98,
        landmarks: [
          {
            name: "Real Alcázar",
            kind: "palace",
            description: "A royal palace in Mudéjar style with lush gardens.",
          },
          {
            name: "Seville Cathedral",
            kind: "church",
            description: "One of the largest Gothic cathedrals, with the Giralda bell tower.",
          },
          {
            name: "Plaza de España",
            kind: "landmark",
            description: "A semicircular plaza of tiled alcoves and a canal.",
          },
        ],
      },
      {
        slug: "granada",
        name: "Granada",
        description:
          "An Andalusian city below the Sierra Nevada, the last Moorish kingdom in Spain.",
        lat: 37.18,
        lng: -3.6,
        landmarks: [
          {
            name: "Alhambra",
            kind: "palace",
            description: "A Nasrid palace-fortress with intricate stucco and courtyards.",
          },
          {
            name: "Albaicín",
            kind: "street",
            description: "The old Moorish quarter of whitewashed lanes facing the Alhambra.",
          },
          {
            name: "Generalife",
            kind: "garden",
            description: "The summer palace gardens of the Nasrid rulers.",
          },
        ],
      },
    ],
  },
  {
    slug: "egypt",
    name: "Egypt",
    type: "international",
    kind: "country",
    region: "Africa",
    hasPackage: true,
    tagline: "Pyramids of Giza, Nile cruises and the tombs of the pharaohs",
    description:
      "Egypt's Nile Valley holds some of the world's oldest monuments, from the Pyramids of Giza to the temples of Luxor and Aswan. A typical trip pairs Cairo with a Nile cruise between Luxor and Aswan and an excursion to Abu Simbel. The Red Sea resorts at Hurghada add beaches and coral-reef diving.",
    bestMonths: [1, 2, 3, 4, 10, 11, 12],
    idealDays: { min: 6, max: 9 },
    currency: "EGP",
    palette: ["#ffe8a3", "#d4a373", "#0077b6"],
    popularity: 62,
    cities: [
      {
        slug: "cairo",
        name: "Cairo",
        description: "Egypt's capital on the Nile, next to the Giza plateau.",
        lat: 30.04,
        lng: 31.24,
        landmarks: [
          {
            name: "Pyramids of Giza",
            kind: "monument",
            description: "The last surviving wonder of the ancient world.",
          },
          {
            name: "Great Sphinx of Giza",
            kind: "monument",
            description: "A colossal limestone statue with a lion's body and a human head.",
          },
          {
            name: "Grand Egyptian Museum",
            kind: "museum",
            description: "A vast museum near the pyramids housing the Tutankhamun collection.",
          },
          {
            name: "Khan el-Khalili",
            kind: "market",
            description: "A historic bazaar in Islamic Cairo.",
          },
        ],
      },
      {
        slug: "luxor",
        name: "Luxor",
        description: "Ancient Thebes, with temples on the east bank and royal tombs on the west.",
        lat: 25.69,
        lng: 32.64,
        landmarks: [
          {
            name: "Karnak Temple",
            kind: "temple",
            description: "A vast temple complex with the Great Hypostyle Hall.",
          },
          {
            name: "Valley of the Kings",
            kind: "monument",
            description: "Rock-cut tombs of New Kingdom pharaohs, including Tutankhamun.",
          },
          {
            name: "Luxor Temple",
            kind: "temple",
            description: "A riverside temple lit beautifully at night.",
          },
          {
            name: "Temple of Hatshepsut",
            kind: "temple",
            description: "A terraced mortuary temple at Deir el-Bahari.",
          },
        ],
      },
      {
        slug: "aswan",
        name: "Aswan",
        description: "A southern Nile city of feluccas, Nubian villages and granite islands.",
        lat: 24.09,
        lng: 32.9,
        landmarks: [
          {
            name: "Philae Temple",
            kind: "temple",
            description: "A temple of Isis relocated to Agilkia Island, reached by boat.",
          },
          {
            name: "Abu Simbel",
            kind: "temple",
            description: "Ramesses II's rock temples near the Sudanese border, about 280 km south.",
          },
          {
            name: "Aswan High Dam",
            kind: "landmark",
            description: "The dam that created Lake Nasser, completed in 1970.",
          },
        ],
      },
      {
        slug: "hurghada",
        name: "Hurghada",
        description: "A Red Sea resort city known for diving and snorkelling.",
        lat: 27.26,
        lng: 33.81,
        landmarks: [
          {
            name: "Giftun Islands",
            kind: "island",
            description: "Protected islands with white beaches and coral reefs.",
          },
          {
            name: "Hurghada Grand Aquarium",
            kind: "museum",
            description: "A large aquarium of Red Sea marine life.",
          },
        ],
      },
    ],
  },
  {
    slug: "south-africa",
    name: "South Africa",
    type: "international",
    kind: "country",
    region: "Africa",
    hasPackage: true,
    tagline: "Table Mountain, Big Five safaris and the Garden Route coast",
    description:
      "South Africa, at the southern tip of the continent, combines cosmopolitan cities with world-class wildlife viewing. Cape Town's Table Mountain and Cape Peninsula, Big Five safaris in Kruger National Park, the Sun City resort and the Garden Route make a popular loop. Gandhi's early activism and the struggle against apartheid are remembered at museums and sites across the country.",
    bestMonths: [3, 4, 5, 9, 10, 11],
    idealDays: { min: 8, max: 12 },
    currency: "ZAR",
    palette: ["#8ecae6", "#bc6c25", "#007a4d"],
    popularity: 61,
    cities: [
      {
        slug: "cape-town",
        name: "Cape Town",
        description: "A coastal city below Table Mountain on the Cape Peninsula.",
        lat: -33.92,
        lng: 18.42,
        landmarks: [
          {
            name: "Table Mountain",
            kind: "viewpoint",
            description: "A flat-topped mountain reached by a rotating cable car.",
          },
          {
            name: "Cape of Good Hope",
            kind: "viewpoint",
            description: "A rocky headland in Table Mountain National Park.",
          },
          {
            name: "Robben Island",
            kind: "island",
            description: "The prison island where Nelson Mandela was held for 18 years.",
          },
          {
            name: "Boulders Beach",
            kind: "beach",
            description: "A sheltered beach home to a colony of African penguins.",
          },
          {
            name: "V&A Waterfront",
            kind: "street",
            description: "A harbour district of shops, restaurants and the Zeitz MOCAA museum.",
          },
        ],
      },
      {
        slug: "johannesburg",
        name: "Johannesburg",
        description: "South Africa's largest city and main international gateway.",
        lat: -26.2,
        lng: 28.05,
        landmarks: [
          {
            name: "Apartheid Museum",
            kind: "museum",
            description: "A museum telling the story of apartheid and its end.",
          },
          {
            name: "Vilakazi Street",
            kind: "street",
            description: "A Soweto street where both Nelson Mandela and Desmond Tutu lived.",
          },
          {
            name: "Gold Reef City",
            kind: "landmark",
            description: "A theme park on an old gold mine.",
          },
        ],
      },
      {
        slug: "kruger",
        name: "Kruger National Park",
        description: "One of Africa's largest game reserves, with Skukuza as its main camp.",
        lat: -24.99,
        lng: 31.59,
        landmarks: [
          {
            name: "Kruger National Park",
            kind: "national_park",
            description:
              "Game drives for the Big Five: lion, leopard, elephant, buffalo and rhino.",
          },
          {
            name: "Blyde River Canyon",
            kind: "valley",
            description: "A vast green canyon on the Panorama Route, with God's Window viewpoint.",
          },
        ],
      },
      {
        slug: "sun-city",
        name: "Sun City",
        description: "A resort and casino complex two hours from Johannesburg.",
        lat: -25.34,
        lng: 27.09,
        landmarks: [
          {
            name: "Valley of the Waves",
            kind: "landmark",
            description: "A wave pool and water park at the Palace of the Lost City.",
          },
          {
            name: "Pilanesberg National Park",
            kind: "national_park",
            description: "A malaria-free Big Five reserve in an ancient volcanic crater.",
          },
        ],
      },
      {
        slug: "knysna",
        name: "Knysna",
        description: "A lagoon town on the Garden Route.",
        lat: -34.04,
        lng: 23.05,
        landmarks: [
          {
            name: "Knysna Heads",
            kind: "viewpoint",
            description: "Sandstone cliffs guarding the lagoon's mouth to the ocean.",
          },
          {
            name: "Featherbed Nature Reserve",
            kind: "national_park",
            description: "A private reserve on the western head, reached by ferry.",
          },
        ],
      },
    ],
  },
  {
    slug: "kazakhstan",
    name: "Kazakhstan",
    type: "international",
    kind: "country",
    region: "Central Asia",
    hasPackage: false,
    tagline: "Tian Shan lakes, leafy Almaty and futuristic Astana",
    description:
      "Kazakhstan is the world's largest landlocked country, spanning steppe, desert and the snow-capped Tian Shan mountains. Almaty, the largest city, is a short drive from alpine lakes and the Shymbulak ski resort, while the capital Astana is known for bold modern architecture. Direct flights from Delhi make Almaty a short-haul trip for Indian travellers.",
    bestMonths: [5, 6, 7, 8, 9],
    idealDays: { min: 4, max: 6 },
    currency: "KZT",
    palette: ["#bde0fe", "#6a994e", "#00afca"],
    popularity: 60,
    cities: [
      {
        slug: "almaty",
        name: "Almaty",
        description: "The former capital, set against the Trans-Ili Alatau mountains.",
        lat: 43.24,
        lng: 76.89,
        landmarks: [
          {
            name: "Medeu",
            kind: "landmark",
            description: "A high-altitude outdoor skating rink in a mountain valley.",
          },
          {
            name: "Shymbulak",
            kind: "hill",
            description: "A ski resort reached by gondola from Medeu.",
          },
          {
            name: "Kok Tobe",
            kind: "viewpoint",
            description: "A hill with city views, reached by cable car.",
          },
          {
            name: "Big Almaty Lake",
            kind: "lake",
            description: "A turquoise mountain reservoir south of the city.",
          },
          {
            name: "Zenkov Cathedral",
            kind: "church",
            description: "A wooden Orthodox cathedral in Panfilov Park.",
          },
        ],
      },
      {
        slug: "astana",
        name: "Astana",
        description: "The capital since 1997, built up with bold contemporary architecture.",
        lat: 51.17,
        lng: 71.45,
        landmarks: [
          {
            name: "Bayterek Tower",
            kind: "viewpoint",
            description: "A 97 m tower topped by a golden sphere with an observation deck.",
          },
          {
            name: "Khan Shatyr",
            kind: "market",
            description: "A giant tent-shaped shopping and entertainment centre.",
          },
          {
            name: "Hazrat Sultan Mosque",
            kind: "mosque",
            description: "One of the largest mosques in Central Asia.",
          },
        ],
      },
      {
        slug: "turkistan",
        name: "Turkistan",
        description: "An ancient Silk Road city and a spiritual centre of Central Asia.",
        lat: 43.3,
        lng: 68.25,
        landmarks: [
          {
            name: "Mausoleum of Khoja Ahmed Yasawi",
            kind: "monument",
            description: "A UNESCO-listed Timurid mausoleum from the late 14th century.",
          },
          {
            name: "Arystan Bab Mausoleum",
            kind: "monument",
            description: "A shrine to the teacher of Khoja Ahmed Yasawi.",
          },
        ],
      },
    ],
  },
  {
    slug: "kenya",
    name: "Kenya",
    type: "international",
    kind: "country",
    region: "Africa",
    hasPackage: true,
    tagline: "The Great Migration, Maasai culture and Kilimanjaro views at Amboseli",
    description:
      "Kenya is an East African country famous for safaris on the savannahs of the Maasai Mara and Amboseli. From about July to October, the Great Migration brings huge herds of wildebeest and zebra across the Mara River from Tanzania's Serengeti. Nairobi is unusual in having a national park within sight of its skyline.",
    bestMonths: [1, 2, 7, 8, 9, 10],
    idealDays: { min: 5, max: 7 },
    currency: "KES",
    palette: ["#f6bd60", "#a7c957", "#9c6644"],
    popularity: 58,
    cities: [
      {
        slug: "nairobi",
        name: "Nairobi",
        description: "Kenya's capital and the starting point for most safaris.",
        lat: -1.29,
        lng: 36.82,
        landmarks: [
          {
            name: "Nairobi National Park",
            kind: "national_park",
            description: "A savannah park with rhinos and lions on the city's edge.",
          },
          {
            name: "Giraffe Centre",
            kind: "wildlife",
            description:
              "A conservation centre where visitors feed endangered Rothschild's giraffes.",
          },
          {
            name: "Sheldrick Wildlife Trust",
            kind: "wildlife",
            description: "An orphanage for baby elephants, open for a daily viewing hour.",
          },
        ],
      },
      {
        slug: "maasai-mara",
        name: "Maasai Mara",
        description: "Rolling savannah in south-west Kenya, bordering the Serengeti.",
        lat: -1.49,
        lng: 35.14,
        landmarks: [
          {
            name: "Maasai Mara National Reserve",
            kind: "national_park",
            description: "Kenya's best-known reserve for big cats and the migration.",
          },
          {
            name: "Mara River",
            kind: "wildlife",
            description: "Scene of dramatic wildebeest river crossings during the migration.",
          },
        ],
      },
      {
        slug: "naivasha",
        name: "Naivasha",
        description: "A freshwater lake town in the Great Rift Valley.",
        lat: -0.72,
        lng: 36.43,
        landmarks: [
          {
            name: "Lake Naivasha",
            kind: "lake",
            description: "Boat rides among hippos and fish eagles.",
          },
          {
            name: "Hell's Gate National Park",
            kind: "national_park",
            description:
              "Gorges and cliffs explored on foot or by bicycle among zebra and giraffe.",
          },
          {
            name: "Crescent Island",
            kind: "island",
            description: "A walking safari among giraffes, zebras and antelope.",
          },
        ],
      },
      {
        slug: "amboseli",
        name: "Amboseli",
        description: "A park at the foot of Mount Kilimanjaro, just across the Tanzanian border.",
        lat: -2.65,
        lng: 37.26,
        landmarks: [
          {
            name: "Amboseli National Park",
            kind: "national_park",
            description: "Known for large elephant herds with Kilimanjaro as a backdrop.",
          },
          {
            name: "Observation Hill",
            kind: "viewpoint",
            description: "A hill overlooking swamps, plains and the park's wildlife.",
          },
        ],
      },
    ],
  },
  {
    slug: "cambodia",
    name: "Cambodia",
    type: "international",
    kind: "country",
    region: "Southeast Asia",
    hasPackage: false,
    tagline: "Sunrise at Angkor Wat and the riverside capital of Phnom Penh",
    description:
      "Cambodia is a Southeast Asian kingdom whose Khmer Empire built Angkor, the largest religious monument complex in the world. Siem Reap is the base for exploring Angkor Wat, Bayon and Ta Prohm, while Phnom Penh offers royal palaces and sobering memorials to the Khmer Rouge era. The US dollar is widely used alongside the Cambodian riel.",
    bestMonths: [1, 2, 3, 11, 12],
    idealDays: { min: 3, max: 5 },
    currency: "KHR",
    palette: ["#fde4cf", "#6a994e", "#d62828"],
    popularity: 55,
    cities: [
      {
        slug: "siem-reap",
        name: "Siem Reap",
        description: "The gateway town for the temples of Angkor.",
        lat: 13.36,
        lng: 103.86,
        landmarks: [
          {
            name: "Angkor Wat",
            kind: "temple",
            description: "A 12th-century temple, the largest religious monument in the world.",
          },
          {
            name: "Bayon Temple",
            kind: "temple",
            description: "A temple of giant serene stone faces at the centre of Angkor Thom.",
          },
          {
            name: "Ta Prohm",
            kind: "temple",
            description: "A temple embraced by the roots of giant trees.",
          },
          {
            name: "Tonlé Sap Lake",
            kind: "lake",
            description: "Southeast Asia's largest freshwater lake, with floating villages.",
          },
        ],
      },
      {
        slug: "phnom-penh",
        name: "Phnom Penh",
        description: "The capital at the confluence of the Mekong and Tonlé Sap rivers.",
        lat: 11.56,
        lng: 104.92,
        landmarks: [
          {
            name: "Royal Palace",
            kind: "palace",
            description: "The royal residence with the Silver Pagoda in its grounds.",
          },
          {
            name: "Tuol Sleng Genocide Museum",
            kind: "museum",
            description: "A former school used as a Khmer Rouge prison.",
          },
          {
            name: "Choeung Ek",
            kind: "monument",
            description: "A memorial at the site of the Khmer Rouge killing fields.",
          },
          { name: "Central Market", kind: "market", description: "An Art Deco domed market hall." },
        ],
      },
    ],
  },
];
