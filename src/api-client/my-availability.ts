/**
 * The rhythm of the candidate holding a token (« Mon profil »), for « Selon mon rythme » on the
 * jobs list: read once per token from GET /api/profile. `undefined` while unknown or without a token (the
 * list shows nothing of it), `null` for a profile that says no rhythm.
 */
import * as React from 'react';
import { availabilitySet, type Availability } from '@rythmo/site-map';
import { apiRequest } from './client';
import { heldToken } from './token-source';

const asked = new Map<string, Promise<Availability | null | undefined>>();

export function useMyAvailability(): Availability | null | undefined {
  const [availability, setAvailability] = React.useState<Availability | null | undefined>(undefined);
  React.useEffect(() => {
    const token = heldToken();
    if (token === null) return;
    let current = true;
    let answer = asked.get(token);
    if (answer === undefined) {
      answer = apiRequest('profile', { token }).then(
        ({ data }) => (availabilitySet(data.availability) ? data.availability : null),
        // An ended session or an API down: the list goes on without it, and the next page asks again.
        () => {
          asked.delete(token);
          return undefined;
        },
      );
      asked.set(token, answer);
    }
    void answer.then((found) => {
      if (current) setAvailability(found);
    });
    return () => {
      current = false;
    };
  }, []);
  return availability;
}
