import fs from 'fs';
import path from 'path';
import type { Api } from './candidates';

// The files candidates send as CVs in the tests: a one-page PDF and a DOCX (tests/fixtures/cv), and two
// that only pretend to be one (a Windows program and a text, under a CV's name).

const FIXTURES = path.resolve(__dirname, '..', '..', 'fixtures', 'cv');

export const CV_PDF = path.join(FIXTURES, 'cv.pdf');
export const CV_DOCX = path.join(FIXTURES, 'cv.docx');
export const pdfBytes = (): Uint8Array<ArrayBuffer> => new Uint8Array(fs.readFileSync(CV_PDF));
export const docxBytes = (): Uint8Array<ArrayBuffer> => new Uint8Array(fs.readFileSync(CV_DOCX));

/** A program's first bytes (the MZ header of a Windows executable) and a plain text. */
export const cvFiles = (): { executable: Uint8Array<ArrayBuffer>; text: Uint8Array<ArrayBuffer> } => ({
  executable: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00, ...new Array(64).fill(0)]),
  text: new TextEncoder().encode('Camille Martin\nExpérience : serveuse, 2 ans.\n'),
});

/** Where a CMS of the tests keeps its private files (the stack puts them beside its database), and what is there. */
export const privateDir = (api: Api): string => path.join(api.dataDir(), 'private-files');
export const privateFiles = (api: Api): string[] => (fs.existsSync(privateDir(api)) ? fs.readdirSync(privateDir(api)) : []);
