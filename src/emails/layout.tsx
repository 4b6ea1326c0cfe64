/**
 * The frame and the parts of every email: the brand's band, one column that reads on a 375 px screen (at
 * most 600 px wide, long values wrapped), a footer; colours chosen for light and dark mail clients alike
 * (`color-scheme`, and a dark palette for the clients that follow `prefers-color-scheme`). Built of
 * react-email's components, which write the tables and inline styles mail clients need.
 */
import * as React from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Locale } from '@rythmo/site-map';

const COLOURS = { primary: '#5b2bd9', text: '#1f1b2e', muted: '#524a66', page: '#f4f1fb', card: '#ffffff', line: '#e2dcf2' };

/** Long addresses and words wrap instead of widening the column. */
const WRAP: React.CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };

const TEXT: React.CSSProperties = { fontSize: '16px', lineHeight: '24px', color: COLOURS.text, margin: '0 0 16px', ...WRAP };

/**
 * The dark palette, for the clients that apply it (their own inversion leaves the rest readable): a
 * class on each coloured part, `!important` over the inline styles. React writes it as text: no
 * character of it is one HTML escapes.
 */
const DARK = `
@media (prefers-color-scheme: dark) {
  .email-page { background-color: #15121f !important; }
  .email-card { background-color: #221d33 !important; }
  .email-card p, .email-card h1, .email-card h2, .email-card td, .email-card blockquote { color: #ece8f7 !important; }
  .email-card a.email-link { color: #c9b8ff !important; }
  .email-quote { border-color: #6d5aa8 !important; }
}`;

type FrameProps = { locale: Locale; subject: string; preview: string; brand: string; siteUrl: string; footer: string; children: React.ReactNode };

export function EmailFrame({ locale, subject, preview, brand, siteUrl, footer, children }: FrameProps): React.JSX.Element {
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{subject}</title>
        <style>{DARK}</style>
      </Head>
      <Body className="email-page" style={{ backgroundColor: COLOURS.page, margin: 0, padding: '16px 0', fontFamily: 'Helvetica, Arial, sans-serif' }}>
        <Preview>{preview}</Preview>
        <Container className="email-card" style={{ backgroundColor: COLOURS.card, maxWidth: '600px', width: '100%', borderRadius: '8px', overflow: 'hidden' }}>
          <Section style={{ backgroundColor: COLOURS.primary, padding: '16px 24px' }}>
            <Text style={{ margin: 0, fontSize: '22px', lineHeight: '28px', fontWeight: 700, color: '#ffffff' }}>{brand}</Text>
          </Section>
          <Section style={{ padding: '24px 20px 8px' }}>{children}</Section>
          <Section style={{ padding: '12px 20px 20px' }}>
            <Hr style={{ borderColor: COLOURS.line, margin: '0 0 12px' }} />
            <Text style={{ ...TEXT, fontSize: '13px', lineHeight: '20px', color: COLOURS.muted, margin: 0 }}>
              {footer}{' '}
              <Link className="email-link" href={siteUrl} style={{ color: COLOURS.primary, ...WRAP }}>
                {siteUrl}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const Paragraph = ({ children, strong = false }: { children: React.ReactNode; strong?: boolean }): React.JSX.Element => (
  <Text style={{ ...TEXT, ...(strong ? { fontWeight: 700 } : {}) }}>{children}</Text>
);

export const Title = ({ children }: { children: React.ReactNode }): React.JSX.Element => (
  <Heading as="h1" style={{ fontSize: '20px', lineHeight: '28px', color: COLOURS.text, margin: '0 0 16px', ...WRAP }}>
    {children}
  </Heading>
);

/** Only web addresses become links (an agency's website is an editor's words): anything else stays text. */
export const isWebAddress = (value: string): boolean => /^https?:\/\/[^\s<>"]+$/.test(value);

/** The email's action: a button of at least 44 px, its label the link's text. `secondary`: outlined, for the others beside the first. */
export const Action = ({ href, children, secondary = false }: { href: string; children: React.ReactNode; secondary?: boolean }): React.JSX.Element => (
  <Section style={{ margin: '8px 0 20px' }}>
    {isWebAddress(href) ? (
      <Button
        href={href}
        style={{
          backgroundColor: secondary ? COLOURS.card : COLOURS.primary,
          color: secondary ? COLOURS.primary : '#ffffff',
          border: `2px solid ${COLOURS.primary}`,
          borderRadius: '6px',
          fontSize: '16px',
          lineHeight: '20px',
          fontWeight: 700,
          padding: '12px 20px',
          textDecoration: 'none',
          ...WRAP,
        }}
      >
        {children}
      </Button>
    ) : (
      <Text style={TEXT}>{children}</Text>
    )}
  </Section>
);

export const TextLink = ({ href, children }: { href: string; children: React.ReactNode }): React.JSX.Element =>
  isWebAddress(href) ? (
    <Link className="email-link" href={href} style={{ color: COLOURS.primary, textDecoration: 'underline', ...WRAP }}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );

/** A line with its web addresses as links (typed ones too: a candidate's portfolio). */
const Linked = ({ line }: { line: string }): React.JSX.Element => (
  <>
    {line.split(/(https?:\/\/[^\s<>"]+)/).map((part, at) =>
      at % 2 === 1 ? (
        <TextLink key={at} href={part}>
          {part}
        </TextLink>
      ) : (
        part
      ),
    )}
  </>
);

/** Text with its line breaks kept, in the HTML part and in the text part made from it, its addresses links. */
export const Lines = ({ text }: { text: string }): React.JSX.Element => (
  <>
    {text.split(/\r?\n/).map((line, at) => (
      <React.Fragment key={at}>
        {at > 0 ? <br /> : null}
        <Linked line={line} />
      </React.Fragment>
    ))}
  </>
);

/** Words someone typed, their line breaks kept. */
export const Quote = ({ children }: { children: string }): React.JSX.Element => (
  <Text className="email-quote" style={{ ...TEXT, borderLeft: `4px solid ${COLOURS.line}`, paddingLeft: '12px' }}>
    <Lines text={children} />
  </Text>
);

/** Labelled values, one a line, the label in bold. */
export const Fields = ({ rows, colon }: { rows: readonly (readonly [string, string])[]; colon: string }): React.JSX.Element => (
  <Section style={{ margin: '0 0 16px' }}>
    {rows.map(([label, value]) => (
      <Text key={label} style={{ ...TEXT, margin: '0 0 4px' }}>
        <strong>{label}</strong>
        {colon}
        {value}
      </Text>
    ))}
  </Section>
);

/** Facts of a line under a title, smaller. */
export const Meta = ({ children }: { children: React.ReactNode }): React.JSX.Element => (
  <Text style={{ ...TEXT, fontSize: '14px', lineHeight: '20px', color: COLOURS.muted, margin: '0 0 4px' }}>{children}</Text>
);

/** A block set apart (an offer, a search): a light frame around it. */
export const Box = ({ children }: { children: React.ReactNode }): React.JSX.Element => (
  <Section className="email-quote" style={{ border: `1px solid ${COLOURS.line}`, borderRadius: '6px', padding: '12px 16px', margin: '0 0 16px' }}>
    {children}
  </Section>
);
