import * as React from 'react';
import { IslandGate } from '../../boot/island-gate';
import { headerIsland } from './wake';

/** The header, hydrated when it is needed (./wake.ts), inside its Suspense boundary. */
export const HeaderGate = (): React.JSX.Element => <IslandGate island={headerIsland}>{(code) => <code.Header />}</IslandGate>;
