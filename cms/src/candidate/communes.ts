/**
 * The communes a profile's city can be (the geo-search's places of type CITY): their INSEE code and
 * official name, read from the shipped official list the first time a profile names a city, then kept
 * (some 35,000 short entries). The name stored is the official one, whatever the request said.
 */
import { readAdministrativeDivisions } from '../search/geo/data';

let names: Map<string, string> | undefined;

/** The official name of the commune with this code; undefined when there is none. */
export function communeName(code: string): string | undefined {
  names ??= new Map(
    readAdministrativeDivisions()
      .communes.filter((commune) => commune.type === 'commune-actuelle')
      .map((commune) => [commune.code, commune.nom]),
  );
  return names.get(code);
}
