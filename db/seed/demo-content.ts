/**
 * The demo content of the site, as typed data: the operator's boats, the dive sites they visit, the
 * PADI courses taught on board, the information pages, the homepage and the operator's contact
 * details. `seed.ts` writes it into an empty database, with the pictures of `db/seed/pictures/`.
 *
 * The company is invented ("Andaman Liveaboards"); the dive sites and their facts are real.
 * Money is in satang (1 THB = 100 satang). Rich text is simple HTML: <p>, <ul>, <li>, <strong>.
 */
import { slugify } from "../../core/shared/slug.ts";
import type { OperatorContact } from "../../core/site/site-types.ts";
import type { TitledText } from "../../core/catalog/catalog-types.ts";

/** A picture to store: the name of its files in `db/seed/pictures/` and its text alternative. */
export type DemoImage = {
  picture: string;
  alt: string;
};

/** A cabin type; `price` is the default price per guest of a departure, in satang. */
export type DemoCabinType = {
  name: string;
  description: string;
  spaces: number;
  cabinCount: number;
  price: number;
  /** Photographs shown on the trip pages beside the cabin's layout drawing. */
  images?: DemoImage[];
};

export type DemoBoat = {
  name: string;
  slug: string;
  summary: string;
  description: string;
  details: TitledText[];
  cabins: DemoCabinType[];
  images: DemoImage[];
};

export type DemoDiveSite = {
  name: string;
  slug: string;
  region: string;
  summary: string;
  description: string;
  minDepthM: number;
  maxDepthM: number;
  level: string;
  features: TitledText[];
  images: DemoImage[];
};

export type DemoCourse = {
  name: string;
  slug: string;
  summary: string;
  description: string;
  /** Satang. */
  price: number;
  durationDays: number;
  minimumAge: number;
  prerequisites: string;
  features: TitledText[];
  images: DemoImage[];
};

export type DemoPage = {
  title: string;
  slug: string;
  summary: string;
  body: string;
  listItems: TitledText[];
  /** The demo category it belongs to: the Services screen's or the footer's useful links. */
  category?: "services" | "footer";
  images: DemoImage[];
};

export type DemoHomepage = {
  hero: { title: string; subtitle: string; image: DemoImage };
  intro: string;
  images: DemoImage[];
  parallax: { title: string; text: string; image: DemoImage }[];
  callToAction: { title: string; text: string; linkLabel: string; href: string; image: DemoImage }[];
};

const thb = (baht: number) => baht * 100;

/** A picture by its scene and number (its files are named `<scene>-<number>`). */
const picture = (scene: string, number: number, alt: string): DemoImage => ({
  picture: `${scene}-${number}`,
  alt,
});

// ---------------------------------------------------------------------------------------------------
// Boats

export const demoBoats: DemoBoat[] = [
  {
    name: "MV Sea Mantra",
    slug: slugify("MV Sea Mantra"),
    summary:
      "Our 30-metre steel flagship: sixteen guests, eight cabins with private bathrooms, nitrox on every dive and a crew of twelve.",
    description:
      "<p><strong>MV Sea Mantra</strong> was built for diving first. A wide, shaded dive deck with a personal station for every guest, two fast tenders and a camera table with fresh-water rinse tanks make four dives a day feel unhurried.</p>" +
      "<p>Between dives, the air-conditioned salon, the sun deck with loungers and the shaded rooftop bar are yours. With sixteen guests and twelve crew, including four dive guides, groups stay small: never more than four divers to a guide.</p>" +
      "<ul><li>All cabins air-conditioned, each with its own bathroom and hot shower</li><li>Free nitrox for certified divers, from our own membrane system</li><li>Thai and international buffet cooked on board three times a day</li><li>Charging stations, drying racks and towels in every cabin</li></ul>",
    details: [
      { title: "Length", text: "30 metres" },
      { title: "Beam", text: "7.2 metres" },
      { title: "Hull", text: "Steel, built in 2016, refitted in 2023" },
      { title: "Engines", text: "2 × Cummins 500 hp diesel" },
      { title: "Cruising speed", text: "10 knots" },
      { title: "Guests", text: "16 in 8 cabins" },
      { title: "Crew", text: "12, including 4 dive guides and an instructor" },
      { title: "Nitrox", text: "Membrane system on board, free for certified divers" },
      { title: "Dive deck", text: "Individual stations, camera table, rinse tanks, two RIB tenders" },
      { title: "Safety", text: "Oxygen, AED, first-aid kit, life rafts, EPIRB and satellite phone" },
    ],
    cabins: [
      {
        name: "Standard twin lower deck",
        description: "Two single berths, air-conditioning and a private bathroom, on the quiet lower deck.",
        spaces: 2,
        cabinCount: 4,
        price: thb(32_900),
        images: [picture("deck-dinner", 531, "The dining deck, one flight up from the lower-deck cabins")],
      },
      {
        name: "Deluxe double",
        description:
          "A double bed or two singles, a sea-view window and a private bathroom, on the main deck.",
        spaces: 2,
        cabinCount: 3,
        price: thb(36_900),
        images: [picture("deck-sunset", 5, "Sunset from the main deck, outside the deluxe cabins' door")],
      },
      {
        name: "Master suite",
        description:
          "The widest cabin on board: a queen-size bed, panoramic windows and a bathroom with a rain shower.",
        spaces: 2,
        cabinCount: 1,
        price: thb(42_900),
        images: [picture("similan-anchorage", 1, "The Similan anchorage seen through the suite's windows")],
      },
    ],
    images: [
      picture(
        "yacht-at-anchor",
        101,
        "MV Sea Mantra, a white steel motor yacht, at anchor off a jungle-covered Similan island",
      ),
      picture("yacht-at-sunset", 102, "MV Sea Mantra with her cabin lights on at sunset"),
    ],
  },
  {
    name: "MV Blue Similan",
    slug: slugify("MV Blue Similan"),
    summary:
      "A classic Thai liveaboard of teak and steel for twenty guests: relaxed, sociable and excellent value.",
    description:
      "<p><strong>MV Blue Similan</strong> is a 25-metre Thai-built liveaboard of varnished teak, with a blue canvas roof over her sun deck and a family atmosphere. She is a favourite with divers who want the same dive sites and the same experienced guides as on our flagship, at a friendlier price.</p>" +
      "<p>The open-air dining deck is where everyone meets after a dive, and the sun deck is the best place on board for a sunset at Koh Bon.</p>" +
      "<ul><li>Air-conditioned cabins, shared and private bathrooms</li><li>Nitrox available for certified divers</li><li>Maximum four divers per guide</li><li>Ideal for PADI courses on board</li></ul>",
    details: [
      { title: "Length", text: "25 metres" },
      { title: "Beam", text: "6 metres" },
      { title: "Hull", text: "Teak and steel, built in Ranong in 2009, refitted in 2022" },
      { title: "Engines", text: "Mitsubishi 600 hp diesel" },
      { title: "Cruising speed", text: "9 knots" },
      { title: "Guests", text: "20 in 9 cabins" },
      { title: "Crew", text: "12, including 5 dive guides" },
      { title: "Nitrox", text: "Available for certified divers" },
      { title: "Dive deck", text: "Spacious stern platform with kitting-up benches and a camera table" },
    ],
    cabins: [
      {
        name: "Standard twin lower deck",
        description: "Two single berths and air-conditioning; shared bathrooms with hot showers close by.",
        spaces: 2,
        cabinCount: 5,
        price: thb(19_900),
      },
      {
        name: "Deluxe double upper deck",
        description: "A double bed, a window over the sea and a private bathroom.",
        spaces: 2,
        cabinCount: 3,
        price: thb(23_900),
      },
      {
        name: "Budget quad share",
        description: "Four bunk berths for friends travelling together, or for solo divers happy to share.",
        spaces: 4,
        cabinCount: 1,
        price: thb(16_900),
      },
    ],
    images: [
      picture(
        "teak-underway",
        111,
        "MV Blue Similan, a teak Thai liveaboard with a blue canvas roof, cruising past a granite island",
      ),
      picture("teak-in-bay", 112, "MV Blue Similan moored in a bay with a white-sand beach and palms"),
    ],
  },
  {
    name: "MV Coral Voyager",
    slug: slugify("MV Coral Voyager"),
    summary:
      "Our smallest boat, a 22-metre catamaran: twelve guests, six cabins and a private-charter feel, perfect for photographers and small groups.",
    description:
      "<p><strong>MV Coral Voyager</strong> is a catamaran: her twin hulls give her a wide, steady deck and a calm night at anchor. She takes just twelve guests, so every dive briefing feels personal and every sunset spot on the flybridge is a good one. She is often chartered whole by dive clubs, families and photography groups.</p>" +
      "<ul><li>Six air-conditioned cabins, two with private bathrooms</li><li>Camera room with charging stations and a dedicated rinse tank</li><li>Flexible schedule for charters</li></ul>",
    details: [
      { title: "Length", text: "22 metres" },
      { title: "Beam", text: "9 metres" },
      { title: "Hull", text: "Aluminium catamaran, built in 2012" },
      { title: "Engines", text: "2 × Volvo Penta 330 hp diesel, one in each hull" },
      { title: "Cruising speed", text: "9 knots" },
      { title: "Guests", text: "12 in 6 cabins" },
      { title: "Crew", text: "8, including 3 dive guides" },
      { title: "Nitrox", text: "Available for certified divers" },
      { title: "Dive deck", text: "Stern platform, camera room and rinse tanks" },
    ],
    cabins: [
      {
        name: "Standard twin",
        description: "Two single berths and air-conditioning, sharing two bathrooms with hot showers.",
        spaces: 2,
        cabinCount: 4,
        price: thb(38_900),
      },
      {
        name: "Deluxe double",
        description: "A double bed, a private bathroom and a window on the main deck.",
        spaces: 2,
        cabinCount: 2,
        price: thb(44_900),
      },
    ],
    images: [
      picture(
        "catamaran-at-anchor",
        121,
        "MV Coral Voyager, a white catamaran with a coral stripe, at anchor in the Similan Islands",
      ),
      picture("catamaran-at-dusk", 122, "MV Coral Voyager at dusk under the cliffs of Koh Bon"),
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Dive sites

const features = (
  marineLife: string,
  topography: string,
  currents: string,
  bestTime: string,
): TitledText[] => [
  { title: "Marine life", text: marineLife },
  { title: "Topography", text: topography },
  { title: "Currents", text: currents },
  { title: "Best time", text: bestTime },
];

export const demoDiveSites: DemoDiveSite[] = [
  {
    name: "Richelieu Rock",
    slug: slugify("Richelieu Rock"),
    region: "Surin Islands",
    summary:
      "Thailand's most famous dive site: a horseshoe-shaped pinnacle in open sea, covered in purple soft coral and known for whale sharks.",
    description:
      "<p>Richelieu Rock rises alone from the open sea east of the Surin Islands, its top barely breaking the surface at low tide. Every surface is covered in purple and pink soft corals, sea anemones and sea fans, and the marine life is as dense as anywhere in the Andaman Sea.</p>" +
      "<p>The rock is a magnet for <strong>whale sharks</strong>, especially from February to April, but most divers come back for the small things: harlequin shrimp, tigertail seahorses, ghost pipefish and frogfish. Schools of barracuda, trevally and batfish circle the pinnacle.</p>",
    minDepthM: 5,
    maxDepthM: 35,
    level: "Advanced",
    features: features(
      "Whale sharks, harlequin shrimp, seahorses, ghost pipefish, frogfish, barracuda and batfish.",
      "A horseshoe-shaped pinnacle with several submerged peaks, walls and a large purple soft-coral field.",
      "Can be strong at full and new moon; we dive it on the slack tide and shelter in the lee of the rock.",
      "February to April for whale sharks; good visibility all season (October to May).",
    ),
    images: [
      picture(
        "whale-shark",
        201,
        "A whale shark gliding past the purple soft corals of Richelieu Rock, a diver above",
      ),
    ],
  },
  {
    name: "Koh Bon West Ridge",
    slug: slugify("Koh Bon West Ridge"),
    region: "Koh Bon",
    summary:
      "A long underwater ridge at the western tip of Koh Bon, where manta rays visit the cleaning stations.",
    description:
      "<p>Koh Bon's west ridge slopes from the shallows down past forty metres, a wide tongue of rock and hard coral that catches the currents sweeping past the island. Those currents bring the plankton, and the plankton bring the <strong>manta rays</strong>: both oceanic and reef mantas come to be cleaned by wrasse on the ridge.</p>" +
      "<p>We drop in on the ridge, wait for the mantas in a sheltered spot, then drift along the wall back to the bay, where leopard sharks often rest on the sand.</p>",
    minDepthM: 5,
    maxDepthM: 40,
    level: "Advanced",
    features: features(
      "Oceanic and reef manta rays, leopard sharks, eagle rays, turtles, Napoleon wrasse and schools of fusiliers.",
      "A rocky ridge with hard corals and small boulders, dropping away on both sides; a limestone wall along the south face.",
      "Moderate to strong on the ridge; the wall is usually calm.",
      "February to April for mantas.",
    ),
    images: [
      picture("manta-ridge", 211, "A manta ray overhead at the cleaning station on Koh Bon's west ridge"),
    ],
  },
  {
    name: "Koh Tachai Pinnacle",
    slug: slugify("Koh Tachai Pinnacle"),
    region: "Koh Tachai",
    summary: "Twin submerged pinnacles off Koh Tachai: big boulders, big currents and big fish.",
    description:
      "<p>Koh Tachai Pinnacle lies south-east of the island and rises from a sandy bottom at around forty metres to within twelve metres of the surface. Huge granite boulders, swim-throughs and soft-coral-covered walls make it one of the most dramatic dives of the trip.</p>" +
      "<p>The currents that make the site challenging also make it rich: giant trevally and great barracuda hunt here, and whale sharks and mantas pass by in season.</p>",
    minDepthM: 12,
    maxDepthM: 40,
    level: "Advanced",
    features: features(
      "Giant trevally, great barracuda, leopard sharks, manta rays, occasional whale sharks and large schools of snapper.",
      "Two granite pinnacles with boulders, overhangs and swim-throughs, rising from a sandy bottom.",
      "Often strong; we descend quickly down the line and stay in the lee of the boulders.",
      "December to April.",
    ),
    images: [
      picture(
        "pinnacle-current",
        221,
        "Giant trevally and a school of barracuda over the granite of Koh Tachai Pinnacle",
      ),
    ],
  },
  {
    name: "Elephant Head Rock",
    slug: slugify("Elephant Head Rock"),
    region: "Similan Islands",
    summary: "Hin Pusar, south-west of Island 8: a maze of giant granite boulders, arches and swim-throughs.",
    description:
      "<p>Above water, the rocks of Hin Pusar look like an elephant's head. Underwater, they form a maze of <strong>arches, canyons and swim-throughs</strong> between boulders the size of houses, coated in sea fans and soft coral.</p>" +
      "<p>It is a site with something around every corner: a resting leopard shark, a school of bannerfish, a hunting trevally. The currents can be tricky, so our guides plan every route around the tide.</p>",
    minDepthM: 5,
    maxDepthM: 40,
    level: "Advanced",
    features: features(
      "Giant trevally, barracuda, leopard sharks, Napoleon wrasse, ornate ghost pipefish and clown frogfish.",
      "Giant granite boulders forming arches, caverns and swim-throughs, with sea fans and soft corals.",
      "Variable and sometimes strong, with down-currents between the boulders.",
      "November to April.",
    ),
    images: [
      picture(
        "swim-through",
        231,
        "Looking out from a swim-through between giant boulders at Elephant Head Rock",
      ),
    ],
  },
  {
    name: "Christmas Point",
    slug: slugify("Christmas Point"),
    region: "Similan Islands",
    summary:
      "Swim-throughs and archways at the northern tip of Koh Bangu, Island 9, with sea fans in every colour.",
    description:
      "<p>Christmas Point is a jumble of granite boulders off the north-west corner of Koh Bangu. The best-known feature is a series of <strong>archways</strong> that divers can swim through in a line, each framed with soft corals and sea fans.</p>" +
      "<p>White-tip reef sharks rest under the overhangs, and the deeper boulders attract schools of snapper and fusiliers.</p>",
    minDepthM: 10,
    maxDepthM: 35,
    level: "Open Water",
    features: features(
      "White-tip reef sharks, cuttlefish, octopus, snapper and fusiliers, large sea fans.",
      "Granite boulders with archways and swim-throughs, sloping to a sandy bottom.",
      "Mild to moderate.",
      "All season, November to April.",
    ),
    images: [picture("archways", 241, "A line of granite archways framed by sea fans at Christmas Point")],
  },
  {
    name: "Deep Six",
    slug: slugify("Deep Six"),
    region: "Similan Islands",
    summary:
      "A pile of huge boulders off the north tip of Koh Payu, Island 7, with swim-throughs at every depth.",
    description:
      "<p>Deep Six is a classic Similan boulder dive: giant granite blocks stacked on each other, leaving channels and swim-throughs between them. The boulders are covered in sea fans and barrel sponges, and the sandy channels are home to garden eels.</p>" +
      "<p>Divers with the experience can explore the deeper boulders; others enjoy the shallower swim-throughs in good light.</p>",
    minDepthM: 5,
    maxDepthM: 40,
    level: "Open Water",
    features: features(
      "Turtles, moray eels, blue-spotted stingrays, schools of fusiliers and the occasional reef shark.",
      "Stacked granite boulders with swim-throughs from 10 to 30 metres.",
      "Mild to moderate.",
      "All season.",
    ),
    images: [picture("boulder-channel", 251, "A diver swimming between the stacked boulders of Deep Six")],
  },
  {
    name: "East of Eden",
    slug: slugify("East of Eden"),
    region: "Similan Islands",
    summary:
      "A gentle, colourful reef slope on the east side of Koh Payu, Island 7, and a favourite for photographers.",
    description:
      "<p>East of Eden is one of the most colourful reefs in the Similans: a gentle slope of hard corals, sea whips and soft corals on the sheltered east side of Koh Payu. Calm water and excellent visibility make it ideal for newer divers and underwater photographers.</p>" +
      "<p>Look out for the large sea-fan bommie at around 30 metres, home to glassfish and sweepers, and for the many nudibranchs and ghost pipefish along the way.</p>",
    minDepthM: 5,
    maxDepthM: 35,
    level: "All levels",
    features: features(
      "Turtles, lionfish, moray eels, glassfish, ghost pipefish, nudibranchs and octopus.",
      "A sloping reef of hard and soft corals with sea whips and a bommie covered in sea fans.",
      "Usually calm.",
      "All season; the morning light is best for photography.",
    ),
    images: [picture("coral-slope", 261, "A turtle over the colourful coral slope of East of Eden")],
  },
  {
    name: "Anita's Reef",
    slug: slugify("Anita's Reef"),
    region: "Similan Islands",
    summary:
      "An easy, sheltered dive between Islands 5 and 6: boulders, coral gardens and a sandy slope with garden eels.",
    description:
      "<p>Anita's Reef lies on the sheltered eastern side of the Similans, between Islands 5 and 6. Scattered granite boulders sit on a sandy slope, with coral gardens in between, making it an ideal first dive of a trip or a relaxed night dive.</p>",
    minDepthM: 5,
    maxDepthM: 30,
    level: "All levels",
    features: features(
      "Turtles, blue-spotted stingrays, garden eels, ribbon eels, clownfish and lionfish.",
      "Granite boulders on a gentle sandy slope, with patches of hard coral.",
      "Usually mild.",
      "All season; good for night dives.",
    ),
    images: [
      picture(
        "coral-garden",
        271,
        "Boulders, coral gardens, garden eels and a stingray on the sand at Anita's Reef",
      ),
    ],
  },
  {
    name: "Boonsung Wreck",
    slug: slugify("Boonsung Wreck"),
    region: "Khao Lak",
    summary:
      "A tin-mining dredger that sank off Khao Lak in 1984, now one of the fishiest dives on the coast.",
    description:
      "<p>The <strong>Boonsung</strong> was a tin-mining dredger that sank off Bang Sak in 1984. Broken into several sections on the sandy bottom at around 18 metres, the wreck is now completely overgrown and swarming with fish.</p>" +
      "<p>It is a superb dive for macro photographers and a favourite as the first or last dive of our trips, close to the harbour at Thap Lamu.</p>",
    minDepthM: 12,
    maxDepthM: 20,
    level: "Open Water",
    features: features(
      "Moray eels, frogfish, lionfish, scorpionfish, ghost pipefish, nudibranchs and huge schools of snapper.",
      "The broken hull of a tin-mining dredger lying on a flat, sandy bottom.",
      "Mild, with occasional surge.",
      "All season; visibility is best from December to April.",
    ),
    images: [
      picture(
        "wreck",
        281,
        "The overgrown Boonsung dredger wreck and its bucket ladder, yellow snapper swarming above",
      ),
    ],
  },
  {
    name: "Donald Duck Bay",
    slug: slugify("Donald Duck Bay"),
    region: "Similan Islands",
    summary:
      "The sheltered bay of Koh Similan, Island 8, named after the rock that watches over it, and the best night dive in the park.",
    description:
      "<p>Donald Duck Bay is the main anchorage of Koh Similan, overlooked by Sail Rock, a granite boulder shaped like a cartoon duck. Between dives, guests can swim to the white-sand beach and climb to the viewpoint.</p>" +
      "<p>Underwater, the shallow reef is perfect for a relaxed dive, a training dive or a <strong>night dive</strong> with octopus, cuttlefish and sleeping turtles.</p>",
    minDepthM: 5,
    maxDepthM: 18,
    level: "All levels",
    features: features(
      "Turtles, cuttlefish, octopus, squid, moray eels and, at night, decorator crabs and shrimps.",
      "A shallow fringing reef and sandy bay beneath the island's famous boulders.",
      "Calm.",
      "All season; excellent for night dives and training.",
    ),
    images: [picture("duck-bay", 291, "Sail Rock above the white-sand beach of Donald Duck Bay")],
  },
  {
    name: "North Point",
    slug: slugify("North Point"),
    region: "Similan Islands",
    summary: "Towering boulders and swim-throughs at the northern tip of Koh Similan, Island 8.",
    description:
      "<p>North Point is a dramatic boulder dive off the northern end of Koh Similan. Huge granite blocks, some as big as our boats, create channels and swim-throughs decorated with sea fans, soft corals and barrel sponges.</p>",
    minDepthM: 5,
    maxDepthM: 35,
    level: "Open Water",
    features: features(
      "Napoleon wrasse, giant trevally, turtles, reef sharks and schools of fusiliers.",
      "Giant granite boulders with channels and swim-throughs.",
      "Mild to moderate.",
      "All season.",
    ),
    images: [picture("giant-boulders", 301, "Giant boulders, sunbeams and a Napoleon wrasse at North Point")],
  },
  {
    name: "Breakfast Bend",
    slug: slugify("Breakfast Bend"),
    region: "Similan Islands",
    summary:
      "A relaxed early-morning dive on the east side of Koh Similan: hard corals, soft corals and leopard sharks on the sand.",
    description:
      "<p>Breakfast Bend earned its name as the first dive of the day, before breakfast. It is a gentle slope of hard corals with bommies of soft coral, and in the sandy patches further down <strong>leopard sharks</strong> often rest in the morning.</p>",
    minDepthM: 5,
    maxDepthM: 30,
    level: "All levels",
    features: features(
      "Leopard sharks, turtles, blue-spotted stingrays, octopus and schools of glassfish.",
      "A gentle slope of hard coral with soft-coral bommies and sandy patches.",
      "Mild.",
      "All season; early morning for leopard sharks.",
    ),
    images: [
      picture("leopard-shark", 311, "A diver watching a leopard shark resting on the sand at Breakfast Bend"),
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// PADI courses

export const demoCourses: DemoCourse[] = [
  {
    name: "Open Water Diver",
    slug: slugify("Open Water Diver"),
    summary:
      "The world's most popular scuba course: learn to dive, and finish your training in the Similans.",
    description:
      "<p>The PADI Open Water Diver course is your first full certification, recognised worldwide. You study the theory online before you travel, practise the skills in calm, shallow water, then complete four open-water dives on the boat.</p>" +
      "<p>Once certified, you may dive to 18 metres with a buddy, anywhere in the world.</p>",
    price: thb(18_500),
    durationDays: 4,
    minimumAge: 10,
    prerequisites:
      "No experience needed. You must be able to swim 200 metres (or 300 metres with mask, fins and snorkel), float for 10 minutes and complete the medical questionnaire.",
    features: [
      { title: "Theory", text: "PADI eLearning, completed at home before the trip" },
      { title: "Confined water", text: "Five skill sessions in calm, shallow water" },
      { title: "Open water", text: "Four training dives with your instructor" },
      { title: "Certification", text: "Dive to 18 metres with a buddy" },
    ],
    images: [
      picture(
        "shallow-training",
        401,
        "Open Water students descending the line from the boat with their instructor",
      ),
    ],
  },
  {
    name: "Advanced Open Water Diver",
    slug: slugify("Advanced Open Water Diver"),
    summary:
      "Five adventure dives, including deep and navigation, to become a more confident diver on the trip.",
    description:
      "<p>The PADI Advanced Open Water Diver course is built from five adventure dives. Two are fixed, <strong>Deep</strong> and <strong>Underwater Navigation</strong>, and you choose three more, such as Peak Performance Buoyancy, Fish Identification, Night or Drift.</p>" +
      "<p>Its five dives fit into two days of a liveaboard trip, and it qualifies you to dive to 30 metres, opening up sites like Koh Tachai Pinnacle and Richelieu Rock.</p>",
    price: thb(15_000),
    durationDays: 2,
    minimumAge: 12,
    prerequisites: "PADI Open Water Diver (or Junior Open Water Diver) or an equivalent certification.",
    features: [
      { title: "Adventure dives", text: "Deep, Underwater Navigation and three of your choice" },
      { title: "Depth", text: "Certified to 30 metres" },
      { title: "On the trip", text: "All five dives are part of the normal dive schedule" },
    ],
    images: [picture("night-dive", 411, "Divers on a night dive, their torch beams lighting up the coral")],
  },
  {
    name: "Rescue Diver",
    slug: slugify("Rescue Diver"),
    summary:
      "Learn to prevent and manage problems in the water: the most rewarding course many divers ever take.",
    description:
      "<p>The PADI Rescue Diver course teaches you to look after yourself and other divers. Through knowledge development and realistic scenarios you learn to recognise stress, respond to emergencies and rescue a diver at the surface and underwater.</p>",
    price: thb(16_500),
    durationDays: 3,
    minimumAge: 12,
    prerequisites:
      "PADI Adventure Diver with Underwater Navigation (or Advanced Open Water Diver), and Emergency First Response training within the past 24 months.",
    features: [
      { title: "Self-rescue", text: "Cramp release, air depletion and problem solving" },
      { title: "Rescue scenarios", text: "Tired, panicked and unresponsive divers" },
      { title: "Emergency management", text: "Oxygen provision and accident management" },
    ],
    images: [picture("rescue", 421, "A rescue diver towing a tired diver at the surface")],
  },
  {
    name: "Enriched Air Nitrox Diver",
    slug: slugify("Enriched Air (Nitrox) Diver"),
    summary: "Dive with nitrox for longer no-decompression times and shorter surface intervals.",
    description:
      "<p>PADI's most popular specialty. You learn how enriched air nitrox works, how to analyse your tank and how to set your dive computer. On a liveaboard, with four dives a day, nitrox makes a real difference.</p>",
    price: thb(7_500),
    durationDays: 1,
    minimumAge: 12,
    prerequisites: "PADI Open Water Diver (or Junior Open Water Diver) or an equivalent certification.",
    features: [
      { title: "Theory", text: "Online or on board, about four hours" },
      { title: "Practical", text: "Analysing tanks and setting your computer" },
      { title: "Dives", text: "Optional training dives on nitrox during the trip" },
    ],
    images: [picture("nitrox", 431, "A diver with a green-banded nitrox tank gliding along the reef")],
  },
  {
    name: "Deep Diver",
    slug: slugify("Deep Diver"),
    summary: "Extend your limits to 40 metres with four deep training dives.",
    description:
      "<p>The PADI Deep Diver specialty teaches you to plan and make dives to 40 metres safely: gas management, narcosis, decompression and emergency procedures. The Similans' deep boulders and pinnacles are a spectacular classroom.</p>",
    price: thb(12_000),
    durationDays: 2,
    minimumAge: 15,
    prerequisites: "PADI Adventure Diver (or Advanced Open Water Diver) or an equivalent certification.",
    features: [
      { title: "Dives", text: "Four deep training dives, to a maximum of 40 metres" },
      { title: "Skills", text: "Gas planning, narcosis awareness, emergency decompression" },
    ],
    images: [picture("deep-wall", 441, "Divers heading down a wall into deep blue water")],
  },
  {
    name: "Underwater Navigator",
    slug: slugify("Underwater Navigator"),
    summary:
      "Find your way underwater with compass and natural navigation, and always come back to the boat.",
    description:
      "<p>The PADI Underwater Navigator specialty sharpens your compass skills and teaches you to read the reef: light, sand ripples, depth contours and landmarks. Three dives at our favourite sites turn you into the buddy everybody wants.</p>",
    price: thb(9_500),
    durationDays: 2,
    minimumAge: 10,
    prerequisites: "PADI Open Water Diver (or Junior Open Water Diver) or an equivalent certification.",
    features: [
      { title: "Dives", text: "Three training dives" },
      { title: "Skills", text: "Compass patterns, kick-cycle distance, natural navigation" },
    ],
    images: [picture("navigation", 451, "A diver following a compass heading over rippled sand")],
  },
  {
    name: "Peak Performance Buoyancy",
    slug: slugify("Peak Performance Buoyancy"),
    summary: "Fine-tune your weighting and trim: use less air, protect the reef and take better photos.",
    description:
      "<p>The PADI Peak Performance Buoyancy specialty helps you hover effortlessly, trim your weights and glide through swim-throughs without touching a thing. Good buoyancy is the single skill that improves every dive you make.</p>",
    price: thb(6_500),
    durationDays: 1,
    minimumAge: 10,
    prerequisites: "PADI Open Water Diver (or Junior Open Water Diver) or an equivalent certification.",
    features: [
      { title: "Dives", text: "Two training dives" },
      { title: "Skills", text: "Weight checks, trim, hovering and streamlining" },
    ],
    images: [picture("buoyancy", 461, "A diver hovering motionless above delicate corals")],
  },
];

// ---------------------------------------------------------------------------------------------------
// Pages

export const demoPages: DemoPage[] = [
  {
    title: "Trip Itinerary",
    slug: "trip-itinerary",
    summary:
      "A typical five-day, four-night liveaboard to the Similan Islands, Koh Bon, Koh Tachai and Richelieu Rock.",
    body:
      "<p>Our trips leave Thap Lamu pier in Khao Lak on the evening of the first day, so you wake up in the Similan Islands ready for the first dive. Over the next three days we work our way north to Koh Bon, Koh Tachai and Richelieu Rock, with up to <strong>four dives a day</strong>, including night dives, and on the fifth day we are back at the pier by midday: five days and four nights on board.</p>" +
      "<p>The order of the dive sites depends on the weather, the currents and the national park's rules. Our captain and cruise director always choose the best plan for the conditions on the day.</p>",
    listItems: [
      {
        title: "Day 1: Departure",
        text: "Hotel pickup in the afternoon, boarding at Thap Lamu pier at about 18:00, welcome briefing, cabin allocation and dinner while we cruise overnight to the Similans.",
      },
      {
        title: "Day 2: Southern and central Similans",
        text: "Four dives, for example Anita's Reef, Elephant Head Rock, Deep Six and a night dive at Donald Duck Bay. Time for the beach and the viewpoint at Island 8.",
      },
      {
        title: "Day 3: Northern Similans and Koh Bon",
        text: "Christmas Point or North Point in the morning, then the manta cleaning station on Koh Bon's West Ridge, and a sunset dive on the wall.",
      },
      {
        title: "Day 4: Koh Tachai and Richelieu Rock",
        text: "An early dive at Koh Tachai Pinnacle, then two dives at Richelieu Rock, looking for whale sharks and seahorses.",
      },
      {
        title: "Day 5: Return",
        text: "A morning dive at the Boonsung Wreck or Richelieu Rock, brunch on the way back, arrival at Thap Lamu around midday and transfer to your hotel.",
      },
    ],
    images: [
      picture(
        "island-passage",
        501,
        "MV Blue Similan threading between the Similan Islands in the early light",
      ),
    ],
  },
  {
    title: "Hotel Transfers",
    slug: "trip-pickups",
    summary: "Free return transfers from hotels in Khao Lak and Phuket to the pier at Thap Lamu.",
    body:
      "<p>All our liveaboard trips include a <strong>free return transfer</strong> between your hotel in Khao Lak or Phuket and Thap Lamu pier. Please give us your hotel name at least 48 hours before departure on your final-details form; we will confirm the exact pickup time the day before.</p>" +
      "<p>Transfers from Krabi, Koh Lanta and Phang Nga town can be arranged at extra cost. After the trip, we drop you back at your hotel, or at Phuket International Airport if your flight is after 17:00.</p>",
    listItems: [
      {
        title: "Khao Lak (Bang Niang, Nang Thong, Khuk Khak)",
        text: "Pickup between 16:30 and 17:15. About 20 minutes to the pier.",
      },
      {
        title: "Phuket: Patong, Kata and Karon",
        text: "Pickup between 14:00 and 14:30. About 2 hours to the pier.",
      },
      {
        title: "Phuket: Chalong, Rawai and Phuket Town",
        text: "Pickup between 13:45 and 14:15. About 2 hours 15 minutes to the pier.",
      },
      {
        title: "Phuket: Kamala, Surin, Bang Tao and Nai Yang",
        text: "Pickup between 14:30 and 15:00. About 1 hour 45 minutes to the pier.",
      },
      {
        title: "Phuket International Airport",
        text: "Meeting point at the arrivals hall at 15:15. About 1 hour 30 minutes to the pier.",
      },
      { title: "Krabi and Koh Lanta", text: "On request, from 1,500 THB per person each way." },
    ],
    category: "services",
    images: [picture("pier", 511, "Long-tail boats and a liveaboard at Thap Lamu pier in Khao Lak")],
  },
  {
    title: "Equipment Rental",
    slug: "equipment-rental",
    summary: "Well-maintained Scubapro and Aqualung equipment, serviced every season, at per-day prices.",
    body:
      "<p>All our rental equipment is serviced every season and checked before every trip. Tanks (12-litre aluminium) and weights are included in every trip; 15-litre tanks are available on request.</p>" +
      "<p>Please tell us your height, weight and shoe size on your final-details form so that we can prepare the right sizes before you board. Prices are per day of diving.</p>",
    listItems: [
      {
        title: "Full set",
        text: "BCD, regulator with octopus and gauge, 3 mm wetsuit, mask, snorkel and fins: 800 THB per day",
      },
      { title: "BCD", text: "250 THB per day" },
      { title: "Regulator with octopus and gauge", text: "250 THB per day" },
      { title: "Wetsuit, 3 mm full length", text: "150 THB per day" },
      { title: "Mask and snorkel", text: "100 THB per day" },
      { title: "Fins", text: "100 THB per day" },
      { title: "Dive computer", text: "300 THB per day" },
      { title: "Dive torch", text: "200 THB per day" },
      { title: "Surface marker buoy and reel", text: "100 THB per day" },
      { title: "15-litre tank", text: "150 THB per dive" },
    ],
    category: "services",
    images: [picture("descent", 521, "A fully equipped diver descending beneath the boat")],
  },
  {
    title: "Onboard Dining",
    slug: "onboard-dining",
    summary:
      "Fresh Thai and international food, cooked on board three times a day, with snacks between every dive.",
    body:
      "<p>Diving makes you hungry, and our chefs make sure nobody leaves the table disappointed. Every meal is a buffet of <strong>Thai and international dishes</strong>, cooked on board with fresh ingredients bought in Khao Lak before each trip.</p>" +
      "<p>Vegetarian, vegan, halal, gluten-free and lactose-free diets are easy for us, provided you tell us on your final-details form. Please also tell us about any allergy, however mild.</p>",
    listItems: [
      { title: "Light breakfast", text: "Toast, fruit, cereal, coffee and tea before the first dive." },
      {
        title: "Breakfast",
        text: "Eggs cooked to order, pancakes, Thai rice soup and fresh fruit after the first dive.",
      },
      { title: "Lunch", text: "A buffet of Thai curries, stir-fries, salads and pasta." },
      {
        title: "Dinner",
        text: "Grilled fish or meat, Thai specialities, salads and a dessert; a barbecue night on every trip.",
      },
      {
        title: "Snacks and drinks",
        text: "Cakes, fruit and snacks after every dive; water, soft drinks, coffee and tea free all day. Beer and wine are sold at the bar after the last dive.",
      },
    ],
    category: "services",
    images: [picture("deck-dinner", 531, "Dinner on deck under lanterns at sunset in the Similan Islands")],
  },
  {
    title: "FAQs",
    slug: "faq",
    summary: "Answers to the questions our guests ask most often before they book.",
    body: "<p>Can't find your answer here? Send us a message using the contact button, or chat with us on WhatsApp: we usually reply within a few hours.</p>",
    listItems: [
      {
        title: "Do I need to be a certified diver?",
        text: "Certified divers of all levels are welcome. If you are not certified yet, you can take the PADI Open Water Diver course on board. For the advanced sites (Richelieu Rock, Koh Tachai Pinnacle, Koh Bon West Ridge and Elephant Head Rock), we recommend Advanced Open Water and at least 20 logged dives.",
      },
      {
        title: "When is the season?",
        text: "The Similan and Surin national parks open from mid-October to mid-May. Manta rays and whale sharks are most often seen from February to April.",
      },
      {
        title: "What is included in the price?",
        text: "Your cabin, all meals, snacks and soft drinks, up to four dives a day with tanks and weights, guides, free nitrox on MV Sea Mantra, and return hotel transfers from Khao Lak and Phuket.",
      },
      {
        title: "What is not included?",
        text: "National park fees (about 500 THB per entry plus 200 THB per diving day), rental equipment, courses, alcoholic drinks and crew tips.",
      },
      {
        title: "How do I pay?",
        text: "A deposit is due within 3 days of booking and the balance 30 days before departure. If you book within 30 days of departure, the full amount is due at once. We accept all major cards.",
      },
      {
        title: "I am travelling alone. Do I pay a single supplement?",
        text: "No, if you are happy to share: we pair you with a guest of the same gender. If you prefer a cabin to yourself, a single supplement applies.",
      },
      {
        title: "Do I need dive insurance?",
        text: "Yes. Dive insurance that covers recompression treatment and evacuation is required on all our trips.",
      },
      {
        title: "I get seasick. Will I be all right?",
        text: "The Andaman Sea is usually calm during the season, and we cruise at night while you sleep. Take a seasickness tablet before departure if you are prone to it; the crew have more on board.",
      },
      {
        title: "Can I charge my camera and phone?",
        text: "Yes. Every cabin has 220 V sockets, and the camera table has a charging station with universal adaptors.",
      },
      {
        title: "Can non-divers join the trip?",
        text: "Yes. Snorkellers and non-divers are welcome and pay a reduced price. Many dive sites have excellent snorkelling.",
      },
    ],
    category: "footer",
    images: [],
  },
  {
    title: "Privacy Policy",
    slug: "privacy-policy",
    summary: "What personal data we keep, why we keep it, and the cookies this site uses.",
    body:
      "<p>Andaman Liveaboards Co., Ltd. is responsible for the personal data collected through this website. We collect only what we need to take and run your booking, and we never sell your data.</p>" +
      "<p><strong>Cookies.</strong> This site uses only the cookies it needs to work: a session cookie that keeps you signed in, and a cookie that remembers that you have accepted the cookie notice (kept for 365 days). Your cart is kept in your browser's storage, not on our server. We do not use advertising or tracking cookies.</p>" +
      "<p><strong>Data we keep.</strong></p>" +
      "<ul><li>Your account: title, name, e-mail address, phone number, country and, if you add one, a profile picture.</li><li>Your bookings: the trips, cabins, courses and extras you book, and the payments made.</li><li>Final details for each guest: name as in the passport, passport number and nationality (required by the national park for permits), date of birth, gender, certification, insurance, emergency contact, diet and rental sizes.</li><li>Messages you send us through the contact form.</li></ul>" +
      "<p><strong>Payments.</strong> Card payments are processed by our payment provider. We never see or store your full card number.</p>" +
      "<p><strong>How long we keep it.</strong> Booking and payment records are kept for as long as Thai accounting law requires. Passport details are deleted 12 months after your trip. You may ask us at any time to see, correct or delete your data by writing to info@andaman-liveaboards.test.</p>",
    listItems: [],
    category: "footer",
    images: [],
  },
  {
    title: "About Us",
    slug: "about-us",
    summary: "A Khao Lak dive operator running its own boats in the Similan and Surin Islands since 2008.",
    body:
      "<p>Andaman Liveaboards was founded in 2008 by a Thai captain and a PADI Course Director who had spent years diving the Similan Islands together. Today we run three boats of our own, with Thai and international crews who return season after season.</p>" +
      "<p>We care about the reefs we dive. Our guides brief every dive on reef-safe behaviour, we use mooring lines instead of anchors wherever possible, and every season our guests and crew join clean-up dives around the islands.</p>" +
      "<p>Our boats are registered as <strong>PADI Dive Boat R-6156</strong>. Our booking office is in Chalong, Phuket, and our main office and dive centre are in Khao Lak, twenty minutes from the pier.</p>",
    listItems: [
      { title: "Our own boats", text: "Three liveaboards, maintained by our own engineers." },
      { title: "Small groups", text: "No more than four divers per guide." },
      {
        title: "Experienced crew",
        text: "Captains and guides with many seasons in the Similan and Surin Islands.",
      },
    ],
    category: "footer",
    images: [picture("fleet", 541, "Our three liveaboards at anchor together in the Similan Islands")],
  },
  {
    title: "Terms and Conditions",
    slug: "terms-and-conditions",
    summary: "Booking, payment and cancellation terms for our liveaboard trips and courses.",
    body:
      "<p>These terms apply to every booking made with Andaman Liveaboards Co., Ltd., through this website, by e-mail or through an agent.</p>" +
      "<p><strong>Deposit and balance.</strong> A deposit is due <strong>3 days after the booking is made</strong>; the balance is due <strong>30 days before departure</strong>. A booking made less than 30 days before departure is paid in full at once. A booking whose deposit or balance is not paid on time may be cancelled.</p>" +
      "<p><strong>Cancellation by the guest.</strong></p>" +
      "<ul><li>More than 60 days before departure: the deposit is refunded, less a 10% administration fee.</li><li>Between 60 and 30 days before departure: the deposit is kept.</li><li>Less than 30 days before departure, or no-show: the full price is kept.</li></ul>" +
      "<p>We strongly recommend travel insurance that covers cancellation.</p>" +
      "<p><strong>Changes by the operator.</strong> Itineraries depend on the weather, the sea and the national park authorities. The captain may change the dive sites or the order of the trip for safety at any time; this is not a reason for a refund. If we must cancel a trip, you may choose another date or a full refund.</p>" +
      "<p><strong>Diving.</strong> Guests must hold a recognised certification for the dives they make, or be enrolled on a course, and must complete the medical questionnaire. Dive insurance covering recompression treatment is required. Guides may ask a diver to skip a dive when conditions exceed the diver's experience.</p>" +
      "<p><strong>National park fees</strong> are set by the Thai authorities and paid on board or with the balance; they may change without notice.</p>",
    listItems: [],
    category: "footer",
    images: [],
  },
  // Shown beside the price on every checkout step (app/components/checkout-summary.tsx looks it up by
  // this slug): the operator edits the text here in the admin's pages.
  {
    title: "Cancellation Terms",
    slug: "cancellation-terms",
    summary: "What is refunded when a guest cancels a liveaboard trip or a course.",
    body:
      "<ul><li>More than 60 days before departure: the deposit is refunded, less a 10% administration fee.</li>" +
      "<li>Between 60 and 30 days before departure: the deposit is kept.</li>" +
      "<li>Less than 30 days before departure, or no-show: the full price is kept.</li></ul>" +
      "<p>If we must cancel a trip, you choose another date or a full refund. We recommend travel insurance that covers cancellation.</p>",
    listItems: [],
    images: [],
  },
];

// ---------------------------------------------------------------------------------------------------
// Homepage

export const demoHomepage: DemoHomepage = {
  hero: {
    title: "Liveaboard diving in the Similan and Surin Islands",
    subtitle:
      "Liveaboard trips from Khao Lak to Richelieu Rock, Koh Bon and Koh Tachai on our own boats, with PADI courses taught on board.",
    image: picture(
      "similan-anchorage",
      1,
      "MV Sea Mantra at anchor off a Similan island with a white-sand beach and granite boulders",
    ),
  },
  intro:
    "For over fifteen seasons we have taken divers to the Andaman Sea's best dive sites: the granite boulders and swim-throughs of the Similans, the manta rays of Koh Bon and the whale sharks of Richelieu Rock. Small groups, experienced guides and good food make every trip feel like a holiday among friends.",
  images: [
    picture("coral-slope", 2, "Colourful corals, reef fish and a turtle in the Similan Islands"),
    picture("whale-shark", 3, "A whale shark at Richelieu Rock"),
  ],
  parallax: [
    {
      title: "Manta season at Koh Bon",
      text: "From February to April, oceanic manta rays visit the cleaning stations of Koh Bon and Koh Tachai. Our trips stop at both.",
      image: picture("manta-ridge", 4, "A manta ray gliding overhead at Koh Bon"),
    },
    {
      title: "Sunsets on the sun deck",
      text: "After the last dive, the sun goes down over the islands, the barbecue is lit, and tomorrow's dives are already being planned.",
      image: picture("deck-sunset", 5, "Sunset over the Similan Islands from a liveaboard's sun deck"),
    },
  ],
  callToAction: [
    {
      title: "Liveaboard Trips",
      text: "Departures from October to May to the Similans, Koh Bon, Koh Tachai and Richelieu Rock.",
      linkLabel: "See trip schedules",
      href: "/trip-schedules",
      image: picture("swim-through", 6, "A diver swimming between granite boulders"),
    },
    {
      title: "PADI Courses",
      text: "From Open Water to Rescue Diver, learn on the trip with our instructors. Advanced Open Water takes just two days of diving.",
      linkLabel: "Advanced Open Water",
      href: "/course/advanced-open-water-diver",
      image: picture("buoyancy", 7, "A diver with bubbles rising above the reef"),
    },
    {
      title: "Our Boats",
      text: "Three boats for every taste: the steel flagship MV Sea Mantra, the classic teak MV Blue Similan and the catamaran MV Coral Voyager.",
      linkLabel: "Meet MV Sea Mantra",
      href: `/boat/${slugify("MV Sea Mantra")}`,
      image: picture("yacht-underway", 8, "MV Sea Mantra under way"),
    },
  ],
};

// ---------------------------------------------------------------------------------------------------
// The operator

export const demoContact: OperatorContact = {
  companyName: "Andaman Liveaboards",
  licence: "PADI Dive Boat R-6156",
  bookingOffice: "48/12 Chao Fah Road, Chalong, Mueang Phuket, Phuket 83130, Thailand",
  mainOffice: "26/3 Moo 7, Phetkasem Road, Khuk Khak, Takua Pa, Phang Nga 82220, Thailand (Khao Lak)",
  phone: "+66 76 000 414",
  whatsapp: "+66 80 000 4141",
  line: "@andamanliveaboards",
  wechatIds: ["AndamanLiveaboards", "AndamanDiveCN"],
  emails: ["info@andaman-liveaboards.test", "bookings@andaman-liveaboards.test"],
  social: [
    { label: "Facebook", href: "https://www.facebook.com/andamanliveaboards", comingSoon: false },
    { label: "YouTube", href: "https://www.youtube.com/@andamanliveaboards", comingSoon: false },
    { label: "Instagram", href: null, comingSoon: true },
  ],
  whatsappGreeting: "Hello! I'd like to ask about a liveaboard trip.",
};

/** The demo categories: where their pages are listed (core/catalog/catalog-types.ts placements). */
export const demoCategories = [
  {
    key: "services",
    name: "Transfers, equipment and dining",
    slug: "transfers-equipment-and-dining",
    placement: "services",
  },
  { key: "footer", name: "Useful links", slug: "useful-links", placement: "footer" },
] as const;
