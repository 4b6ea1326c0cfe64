// Real French cities: coordinates of the town hall area (WGS84), department and region.
// `sort` orders the cities shown in menus; null keeps a city out of them.
export type CitySeed = {
  name: string;
  county: string;
  county_code: string;
  region: string;
  latitude: number;
  longitude: number;
  population: number;
  sort: number | null;
  description?: { fr: string; en: string };
};

export const CITIES: CitySeed[] = [
  {
    name: 'Paris', county: 'Paris', county_code: '75', region: 'Île-de-France', latitude: 48.8566, longitude: 2.3522, population: 2103778, sort: 1,
    description: {
      fr: "Salons de la porte de Versailles, défilés, concerts à Bercy, congrès au Palais des Congrès : Paris est la première ville d’événements d’Europe. Les missions d’hôte ou d’hôtesse d’accueil, de serveur en traiteur et d’animateur commercial s’y enchaînent toute l’année, souvent sur une journée ou un week-end, idéales pour composer un emploi du temps à la carte entre deux cours.",
      en: 'Trade fairs at Porte de Versailles, fashion shows, concerts at Bercy, conventions at the Palais des Congrès: Paris is the leading events city in Europe. Hosting, catering and brand promotion assignments follow one another all year round, often for a day or a weekend, perfect for building a timetable around your classes.',
    },
  },
  {
    name: 'Lyon', county: 'Rhône', county_code: '69', region: 'Auvergne-Rhône-Alpes', latitude: 45.764, longitude: 4.8357, population: 522250, sort: 3,
    description: {
      fr: "Capitale de la gastronomie, Lyon recrute en continu en restauration et en traiteur. Eurexpo, le Groupama Stadium et la Fête des Lumières en décembre attirent des millions de visiteurs : accueil, billetterie, vestiaire et animation y offrent des missions courtes, bien payées et faciles à caler avec vos études.",
      en: 'The capital of French gastronomy, Lyon hires all year in restaurants and catering. Eurexpo, the Groupama Stadium and the Festival of Lights in December draw millions of visitors: hosting, ticketing, cloakroom and promotion offer short, well-paid assignments that fit around your studies.',
    },
  },
  {
    name: 'Marseille', county: 'Bouches-du-Rhône', county_code: '13', region: "Provence-Alpes-Côte d’Azur", latitude: 43.2965, longitude: 5.3698, population: 873076, sort: 2,
    description: {
      fr: "Du Vélodrome au parc Chanot, Marseille vit au rythme des matchs, des salons et des croisières. L’été, la demande explose dans l’hôtellerie-restauration et l’accueil touristique : des jobs à la journée ou à la saison, au soleil et près de la mer.",
      en: 'From the Vélodrome stadium to the Parc Chanot exhibition centre, Marseille lives to the rhythm of matches, fairs and cruise ships. In summer, demand soars in hospitality and tourist reception: day or seasonal jobs, in the sun and by the sea.',
    },
  },
  {
    name: 'Bordeaux', county: 'Gironde', county_code: '33', region: 'Nouvelle-Aquitaine', latitude: 44.8378, longitude: -0.5792, population: 261804, sort: 4,
    description: {
      fr: "Vinexpo, la Foire internationale, les matchs au Matmut Atlantique et les soirées des quais : Bordeaux propose des missions variées en accueil, dégustation et service. Les châteaux du vignoble recrutent aussi pour les vendanges et les réceptions.",
      en: 'Wine fairs, the international fair, matches at the Matmut Atlantique and evenings along the quays: Bordeaux offers varied assignments in hosting, tasting and service. The vineyard châteaux also hire for harvests and receptions.',
    },
  },
  {
    name: 'Lille', county: 'Nord', county_code: '59', region: 'Hauts-de-France', latitude: 50.6292, longitude: 3.0573, population: 236710, sort: 5,
    description: {
      fr: "Ville étudiante par excellence, Lille accueille la plus grande braderie d’Europe, Lille Grand Palais et le stade Pierre-Mauroy. Les missions d’animation commerciale en centre-ville et d’accueil en entreprise y sont nombreuses et compatibles avec un emploi du temps universitaire.",
      en: 'A student city through and through, Lille hosts the largest flea market in Europe, Lille Grand Palais and the Pierre-Mauroy stadium. Retail promotion in the city centre and corporate reception jobs are plentiful and fit a university timetable.',
    },
  },
  {
    name: 'Nice', county: 'Alpes-Maritimes', county_code: '06', region: "Provence-Alpes-Côte d’Azur", latitude: 43.7102, longitude: 7.262, population: 348085, sort: 6,
    description: {
      fr: "Carnaval, congrès à Acropolis, hôtels de la Promenade des Anglais : Nice recrute toute l’année en accueil multilingue, en service et en événementiel. Une bonne maîtrise de l’anglais ou de l’italien est un vrai atout sur la Côte d’Azur.",
      en: 'Carnival, conventions at Acropolis, hotels along the Promenade des Anglais: Nice hires all year for multilingual reception, service and events. Good English or Italian is a real asset on the Riviera.',
    },
  },
  { name: 'Toulouse', county: 'Haute-Garonne', county_code: '31', region: 'Occitanie', latitude: 43.6047, longitude: 1.4442, population: 504078, sort: 7 },
  { name: 'Nantes', county: 'Loire-Atlantique', county_code: '44', region: 'Pays de la Loire', latitude: 47.2184, longitude: -1.5536, population: 323204, sort: 8 },
  { name: 'Montpellier', county: 'Hérault', county_code: '34', region: 'Occitanie', latitude: 43.6108, longitude: 3.8767, population: 302454, sort: 9 },
  { name: 'Strasbourg', county: 'Bas-Rhin', county_code: '67', region: 'Grand Est', latitude: 48.5734, longitude: 7.7521, population: 291313, sort: 10 },
  { name: 'Rennes', county: 'Ille-et-Vilaine', county_code: '35', region: 'Bretagne', latitude: 48.1173, longitude: -1.6778, population: 227830, sort: null },
  { name: 'Reims', county: 'Marne', county_code: '51', region: 'Grand Est', latitude: 49.2583, longitude: 4.0317, population: 178478, sort: null },
  { name: 'Toulon', county: 'Var', county_code: '83', region: "Provence-Alpes-Côte d’Azur", latitude: 43.1242, longitude: 5.928, population: 180452, sort: null },
  { name: 'Saint-Étienne', county: 'Loire', county_code: '42', region: 'Auvergne-Rhône-Alpes', latitude: 45.4397, longitude: 4.3872, population: 173089, sort: null },
  { name: 'Le Havre', county: 'Seine-Maritime', county_code: '76', region: 'Normandie', latitude: 49.4944, longitude: 0.1079, population: 166058, sort: null },
  { name: 'Grenoble', county: 'Isère', county_code: '38', region: 'Auvergne-Rhône-Alpes', latitude: 45.1885, longitude: 5.7245, population: 156389, sort: null },
  { name: 'Dijon', county: "Côte-d’Or", county_code: '21', region: 'Bourgogne-Franche-Comté', latitude: 47.322, longitude: 5.0415, population: 159346, sort: null },
  { name: 'Angers', county: 'Maine-et-Loire', county_code: '49', region: 'Pays de la Loire', latitude: 47.4784, longitude: -0.5632, population: 157175, sort: null },
  { name: 'Nîmes', county: 'Gard', county_code: '30', region: 'Occitanie', latitude: 43.8367, longitude: 4.3601, population: 148561, sort: null },
  { name: 'Villeurbanne', county: 'Rhône', county_code: '69', region: 'Auvergne-Rhône-Alpes', latitude: 45.7719, longitude: 4.8902, population: 156928, sort: null },
  { name: 'Clermont-Ferrand', county: 'Puy-de-Dôme', county_code: '63', region: 'Auvergne-Rhône-Alpes', latitude: 45.7772, longitude: 3.087, population: 147284, sort: null },
  { name: 'Le Mans', county: 'Sarthe', county_code: '72', region: 'Pays de la Loire', latitude: 48.0061, longitude: 0.1996, population: 145004, sort: null },
  { name: 'Aix-en-Provence', county: 'Bouches-du-Rhône', county_code: '13', region: "Provence-Alpes-Côte d’Azur", latitude: 43.5297, longitude: 5.4474, population: 147478, sort: null },
  { name: 'Brest', county: 'Finistère', county_code: '29', region: 'Bretagne', latitude: 48.3904, longitude: -4.4861, population: 139926, sort: null },
  { name: 'Tours', county: 'Indre-et-Loire', county_code: '37', region: 'Centre-Val de Loire', latitude: 47.3941, longitude: 0.6848, population: 137087, sort: null },
  { name: 'Amiens', county: 'Somme', county_code: '80', region: 'Hauts-de-France', latitude: 49.8941, longitude: 2.2958, population: 133625, sort: null },
  { name: 'Limoges', county: 'Haute-Vienne', county_code: '87', region: 'Nouvelle-Aquitaine', latitude: 45.8336, longitude: 1.2611, population: 129754, sort: null },
  { name: 'Annecy', county: 'Haute-Savoie', county_code: '74', region: 'Auvergne-Rhône-Alpes', latitude: 45.8992, longitude: 6.1294, population: 131272, sort: null },
  { name: 'Perpignan', county: 'Pyrénées-Orientales', county_code: '66', region: 'Occitanie', latitude: 42.6887, longitude: 2.8948, population: 120158, sort: null },
  { name: 'Metz', county: 'Moselle', county_code: '57', region: 'Grand Est', latitude: 49.1193, longitude: 6.1757, population: 120211, sort: null },
  { name: 'Besançon', county: 'Doubs', county_code: '25', region: 'Bourgogne-Franche-Comté', latitude: 47.2378, longitude: 6.0241, population: 119198, sort: null },
  { name: 'Orléans', county: 'Loiret', county_code: '45', region: 'Centre-Val de Loire', latitude: 47.903, longitude: 1.9093, population: 116617, sort: null },
  { name: 'Rouen', county: 'Seine-Maritime', county_code: '76', region: 'Normandie', latitude: 49.4432, longitude: 1.0999, population: 114083, sort: null },
  { name: 'Mulhouse', county: 'Haut-Rhin', county_code: '68', region: 'Grand Est', latitude: 47.7508, longitude: 7.3359, population: 105049, sort: null },
  { name: 'Caen', county: 'Calvados', county_code: '14', region: 'Normandie', latitude: 49.1829, longitude: -0.3707, population: 108200, sort: null },
  { name: 'Nancy', county: 'Meurthe-et-Moselle', county_code: '54', region: 'Grand Est', latitude: 48.6921, longitude: 6.1844, population: 104403, sort: null },
  { name: 'Avignon', county: 'Vaucluse', county_code: '84', region: "Provence-Alpes-Côte d’Azur", latitude: 43.9493, longitude: 4.8055, population: 91729, sort: null },
  { name: 'Poitiers', county: 'Vienne', county_code: '86', region: 'Nouvelle-Aquitaine', latitude: 46.5802, longitude: 0.3404, population: 89472, sort: null },
  { name: 'La Rochelle', county: 'Charente-Maritime', county_code: '17', region: 'Nouvelle-Aquitaine', latitude: 46.1603, longitude: -1.1511, population: 77205, sort: null },
  { name: 'Pau', county: 'Pyrénées-Atlantiques', county_code: '64', region: 'Nouvelle-Aquitaine', latitude: 43.2951, longitude: -0.3708, population: 75665, sort: null },
  { name: 'Cannes', county: 'Alpes-Maritimes', county_code: '06', region: "Provence-Alpes-Côte d’Azur", latitude: 43.5528, longitude: 7.0174, population: 73868, sort: null },
  { name: 'Biarritz', county: 'Pyrénées-Atlantiques', county_code: '64', region: 'Nouvelle-Aquitaine', latitude: 43.4832, longitude: -1.5586, population: 25532, sort: null },
  { name: 'Ajaccio', county: 'Corse-du-Sud', county_code: '2A', region: 'Corse', latitude: 41.9192, longitude: 8.7386, population: 73640, sort: null },
  { name: 'Versailles', county: 'Yvelines', county_code: '78', region: 'Île-de-France', latitude: 48.8049, longitude: 2.1204, population: 83918, sort: null },
  { name: 'Boulogne-Billancourt', county: 'Hauts-de-Seine', county_code: '92', region: 'Île-de-France', latitude: 48.8397, longitude: 2.2399, population: 121583, sort: null },
  { name: 'Saint-Denis', county: 'Seine-Saint-Denis', county_code: '93', region: 'Île-de-France', latitude: 48.9362, longitude: 2.3574, population: 113942, sort: null },
  { name: 'Nanterre', county: 'Hauts-de-Seine', county_code: '92', region: 'Île-de-France', latitude: 48.8924, longitude: 2.2069, population: 96277, sort: null },
  { name: 'Montreuil', county: 'Seine-Saint-Denis', county_code: '93', region: 'Île-de-France', latitude: 48.8638, longitude: 2.4485, population: 111367, sort: null },
  { name: 'Chambéry', county: 'Savoie', county_code: '73', region: 'Auvergne-Rhône-Alpes', latitude: 45.5646, longitude: 5.9178, population: 59856, sort: null },
  { name: 'Vannes', county: 'Morbihan', county_code: '56', region: 'Bretagne', latitude: 47.6582, longitude: -2.7608, population: 54420, sort: null },
];
