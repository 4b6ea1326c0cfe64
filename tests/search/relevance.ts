/**
 * The judged set of the offer search: queries people type, in French and English (trade words, feminines
 * and plurals, missing accents, typos, places, sectors, words of the offers' texts), each with what a
 * good answer holds. The seed's offers are named after their trade (cms/src/seed/data/catalogue.ts), so a
 * judgment names trades: an offer is relevant when it is of one of them (and in the city, when one is
 * named); `never` names what must not be among the first 20 unless it is relevant (« hôtesse » is not an
 * « hôtel »). tests/api/search-relevance.spec.ts asks the live API and reports precision at 10.
 */
export type Judgment = {
  query: string;
  locale?: 'fr' | 'en';
  /** The trades of the relevant offers (slugs), or a sector's (all its trades). */
  trades?: readonly string[];
  sectors?: readonly string[];
  /** The relevant offers' title says this (a word of the context: « pour un mariage »). */
  title?: RegExp;
  /** The relevant offers are in this city too (slug). */
  city?: string;
  /** What must not be among the first 20 unless relevant: offers of these trades, or titles saying this. */
  never?: { trades?: readonly string[]; title?: RegExp };
};

const HOSTS = ['hote-accueil-evenementiel', 'hote-accueil-entreprise'];
const NOT_A_HOTEL = { trades: ['maitre-d-hotel'], title: /h[ôo]tel/i };

export const JUDGMENTS: readonly Judgment[] = [
  // Trade words, their feminines and plurals, with and without accents.
  { query: 'serveur', trades: ['serveur'] },
  { query: 'serveuse', trades: ['serveur'] },
  { query: 'serveurs', trades: ['serveur'] },
  { query: 'Serveuses', trades: ['serveur'] },
  { query: 'hôtesse', trades: HOSTS, never: NOT_A_HOTEL },
  { query: 'hotesse', trades: HOSTS, never: NOT_A_HOTEL },
  { query: 'hôtesses', trades: HOSTS, never: NOT_A_HOTEL },
  { query: 'hôte', trades: HOSTS, never: NOT_A_HOTEL },
  { query: 'hôtel', title: /h[ôo]tel/i, never: { trades: HOSTS } },
  { query: 'barman', trades: ['barman'] },
  { query: 'barmaid', trades: ['barman'] },
  { query: 'plonge', trades: ['plongeur'] },
  { query: 'plongeuse', trades: ['plongeur'] },
  { query: 'animatrice', trades: ['animateur-commercial'] },
  { query: 'animateurs', trades: ['animateur-commercial'] },
  { query: 'ambassadrice', trades: ['ambassadeur-de-marque'] },
  { query: 'conseillère de vente', trades: ['conseiller-de-vente'] },
  { query: 'placière', trades: ['placier'] },
  { query: 'merchandiseuse', trades: ['merchandiseur'] },
  { query: 'démonstratrice', trades: ['demonstrateur'] },
  { query: 'réceptionniste', trades: ['receptionniste'] },
  { query: 'standardiste', trades: ['standardiste'] },
  { query: 'billetterie', trades: ['agent-billetterie'] },
  { query: 'vestiaire', trades: ['agent-vestiaire'] },
  { query: 'runner', trades: ['runner'] },
  { query: 'commis de cuisine', trades: ['commis-de-cuisine'] },
  { query: 'chef de rang', trades: ['chef-de-rang'] },
  { query: 'maître d’hôtel', trades: ['maitre-d-hotel'], never: { trades: HOSTS } },
  { query: 'assistante administrative', trades: ['assistant-administratif'] },
  { query: 'courrier', trades: ['agent-courrier'] },
  { query: 'technicien', trades: ['technicien-montage'] },
  // Typos and words cut short, as they are typed.
  { query: 'serveu', trades: ['serveur'] },
  { query: 'serbeur', trades: ['serveur'] },
  { query: 'receptioniste', trades: ['receptionniste'] },
  { query: 'plongeu', trades: ['plongeur'] },
  { query: 'standardist', trades: ['standardiste'] },
  // English, on the English site: the trades' labels, and the editors' synonyms.
  { query: 'waiter', locale: 'en', trades: ['serveur', 'chef-de-rang', 'maitre-d-hotel'] },
  { query: 'waitress', locale: 'en', trades: ['serveur'] },
  { query: 'waiters', locale: 'en', trades: ['serveur', 'chef-de-rang', 'maitre-d-hotel'] },
  { query: 'receptionist', locale: 'en', trades: ['receptionniste', 'hote-accueil-entreprise', 'agent-accueil-bilingue'] },
  { query: 'hostess', locale: 'en', trades: HOSTS, never: NOT_A_HOTEL },
  { query: 'host', locale: 'en', trades: HOSTS, never: NOT_A_HOTEL },
  { query: 'bartender', locale: 'en', trades: ['barman'] },
  { query: 'dishwasher', locale: 'en', trades: ['plongeur'] },
  { query: 'kitchen assistant', locale: 'en', trades: ['commis-de-cuisine'] },
  { query: 'brand ambassador', locale: 'en', trades: ['ambassadeur-de-marque'] },
  { query: 'usher', locale: 'en', trades: ['placier'] },
  { query: 'sales promoter', locale: 'en', trades: ['animateur-commercial'] },
  { query: 'event host', locale: 'en', trades: ['hote-accueil-evenementiel'] },
  // Sectors, places, and words of the offers' texts.
  { query: 'restauration', sectors: ['restauration-et-traiteur'] },
  { query: 'événementiel', sectors: ['evenementiel'] },
  { query: 'evenementiel', sectors: ['evenementiel'] },
  { query: 'catering', locale: 'en', sectors: ['restauration-et-traiteur'] },
  { query: 'serveur lyon', trades: ['serveur'], city: 'lyon' },
  { query: 'hôtesse paris', trades: HOSTS, city: 'paris', never: NOT_A_HOTEL },
  { query: 'barman bordeaux', trades: ['barman'], city: 'bordeaux' },
  { query: 'waiter marseille', locale: 'en', trades: ['serveur', 'chef-de-rang', 'maitre-d-hotel'], city: 'marseille' },
  { query: 'mariage', title: /mariage/i },
  { query: 'festival', title: /festival/i },
  { query: 'serveur mariage', trades: ['serveur'], title: /mariage/i },
];
