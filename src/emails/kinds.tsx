/**
 * Each kind of email the CMS sends, as a template: its subject, the line mail clients show after it, and
 * its body. The words come from the message catalogue (emails.json; an offer's facts from common.json, as
 * its card on the site says them); the facts from the CMS (EmailData).
 */
import * as React from 'react';
import type { TFunction } from 'i18next';
import {
  ANSWER_KEYS,
  REFUSAL_REASON_KEYS,
  buildPath,
  type EmailData,
  type EmailKind,
  type EmailOffer,
  type InterviewProposal,
  type Locale,
  type OfferCard,
} from '@rythmo/site-map';
import { formatAmount } from '../i18n/messages';
import { formatDate, formatDay, formatTime } from '../i18n/dates';
import { ofName } from '../i18n/names';
import { DAY_KEYS, SLOT_KEYS } from '../features/jobs/offer-card';
import { payKey } from '../features/jobs/offer-pay';
import { Action, Box, Fields, Lines, Meta, Paragraph, Quote, TextLink, Title } from './layout';

export type Words = { t: TFunction<'emails'>; common: TFunction<'common'>; shared: TFunction<'shared'>; locale: Locale; brand: string; siteUrl: string };

export type Template = { subject: string; preview: string; body: React.ReactNode };

const Signature = ({ words }: { words: Words }): React.JSX.Element => <Paragraph>{words.t('email_signature', { brand: words.brand })}</Paragraph>;

/** « Label : https://… » (the colon in either language's spacing): a button in a text written elsewhere. */
const ACTION_LINE = /^(.+?)[\s\u00a0\u202f]*:[\s\u00a0\u202f]*(https?:\/\/\S+)$/s;
const ADDRESS = /^https?:\/\/\S+$/;

function textEmail({ subject, text }: EmailData['text']): Template {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  let buttons = 0;
  return {
    subject,
    preview: paragraphs.find((part) => !ADDRESS.test(part) && !/^(Bonjour|Hello)\b/.test(part)) ?? subject,
    body: paragraphs.map((part, index) => {
      const action = ACTION_LINE.exec(part);
      if (action !== null)
        return (
          <Action key={index} href={action[2]} secondary={buttons++ > 0}>
            {action[1]}
          </Action>
        );
      if (ADDRESS.test(part))
        return (
          <Paragraph key={index}>
            <TextLink href={part}>{part}</TextLink>
          </Paragraph>
        );
      return (
        <Paragraph key={index}>
          <Lines text={part} />
        </Paragraph>
      );
    }),
  };
}

/** An offer named in an email: its title a link to its page, its number and its place. */
function OfferName({ offer, words }: { offer: EmailOffer; words: Words }): React.JSX.Element {
  return (
    <Box>
      <Paragraph strong>
        <TextLink href={offer.url}>{offer.title}</TextLink>
      </Paragraph>
      <Meta>{[words.t('email_offer_number', { id: offer.offer_id }), offer.place].filter((part) => part !== null && part !== '').join(' · ')}</Meta>
    </Box>
  );
}

/** An offer of an alert: the facts its card on the site shows (place, contracts, rhythm, pay, start, agency). */
export function OfferFacts({ offer, url, words }: { offer: OfferCard; url: string; words: Words }): React.JSX.Element {
  const { common, locale } = words;
  const rhythm = [
    offer.rhythm.days.map((day) => common(DAY_KEYS[day]).slice(0, 3)).join(' '),
    ...offer.rhythm.slots.map((slot) => common(SLOT_KEYS[slot])),
    common('offer_hours', { count: offer.rhythm.hours_per_week }),
  ].filter((part) => part !== '');
  return (
    <Box>
      <Paragraph strong>
        <TextLink href={url}>{offer.title}</TextLink>
      </Paragraph>
      <Meta>{[offer.place, ...offer.contracts.map((contract) => contract.label)].filter((part) => part !== '').join(' · ')}</Meta>
      <Meta>{rhythm.join(' · ')}</Meta>
      <Meta>
        <strong>{common(payKey(offer.remuneration_unit), { amount: formatAmount(locale, offer.remuneration) })}</strong>
        {` · ${common('offer_start', { date: formatDate(locale, offer.start_date) })}`}
        {offer.agency === null ? '' : ` · ${offer.agency.name}`}
      </Meta>
    </Box>
  );
}

/** An interview's proposal: when and where, the agency's message. */
function InterviewFacts({ interview, words }: { interview: InterviewProposal; words: Words }): React.JSX.Element {
  const { t, locale } = words;
  const [day, time] = interview.at?.split('T') ?? [];
  const rows: (readonly [string, string])[] = [
    ...(day === undefined
      ? []
      : [[t('email_interview_when'), t('email_interview_at', { day: formatDay(locale, day), time: formatTime(locale, time) })] as const]),
    ...(interview.place === null ? [] : [[t('email_interview_where'), interview.place] as const]),
  ];
  return (
    <>
      {rows.length > 0 ? <Fields rows={rows} colon={t('email_colon')} /> : null}
      {interview.message === null ? null : (
        <>
          <Paragraph strong>{t('email_interview_message')}</Paragraph>
          <Quote>{interview.message}</Quote>
        </>
      )}
    </>
  );
}

/** An offer's page, as an email links it. */
export const offerUrl = (offer: OfferCard, { siteUrl, locale }: Words): string => `${siteUrl}${buildPath('jobs-slug', locale, { slug: offer.slug })}`;

/** An alert's digest around its offers: `offers` their facts (or, for a writer of many, the place it fills in). */
export function digestTemplate(
  { summary, total, more, list, account, unsubscribe }: Omit<EmailData['alert-digest'], 'offers'> & { more: boolean },
  offers: React.ReactNode,
  preview: string,
  words: Words,
): Template {
  const { t, brand } = words;
  return {
    subject: t('email_digest_subject', { brand, count: total, summary }),
    preview,
    body: (
      <>
        <Paragraph>{t('email_hello')}</Paragraph>
        <Paragraph>{t('email_digest_intro', { count: total })}</Paragraph>
        <Title>{summary}</Title>
        {offers}
        <Action href={list}>{more ? t('email_digest_all', { count: total }) : t('email_digest_list')}</Action>
        {account === null ? null : (
          <Paragraph>
            <TextLink href={account}>{t('email_digest_manage')}</TextLink>
          </Paragraph>
        )}
        <Paragraph>
          <TextLink href={unsubscribe}>{t('email_digest_stop')}</TextLink>
        </Paragraph>
        <Signature words={words} />
      </>
    ),
  };
}

const TEMPLATES: { [K in EmailKind]: (data: EmailData[K], words: Words) => Template } = {
  text: (data) => textEmail(data),

  'registration-attempt': ({ login, forgot }, words) => {
    const { t } = words;
    return {
      subject: t('email_taken_subject'),
      preview: t('email_taken_body'),
      body: (
        <>
          <Paragraph>{t('email_hello')}</Paragraph>
          <Paragraph>{t('email_taken_body')}</Paragraph>
          <Action href={login}>{t('email_taken_login')}</Action>
          <Paragraph>
            <TextLink href={forgot}>{t('email_taken_forgot')}</TextLink>
          </Paragraph>
          <Paragraph>{t('email_taken_ignore')}</Paragraph>
          <Signature words={words} />
        </>
      ),
    };
  },

  'contact-team': ({ company, name, fields, comment, marketing, request }, words) => {
    const { t } = words;
    return {
      subject: t('email_contact_team_subject', { company, name }),
      preview: company,
      body: (
        <>
          <Fields rows={fields} colon={t('email_colon')} />
          <Paragraph strong>{t('email_contact_team_comment')}</Paragraph>
          {comment === null || comment.trim() === '' ? <Paragraph>{t('email_contact_team_no_comment')}</Paragraph> : <Quote>{comment}</Quote>}
          <Paragraph>{t(marketing ? 'email_contact_team_marketing_yes' : 'email_contact_team_marketing_no')}</Paragraph>
          <Paragraph>{t('email_contact_team_record', { id: request })}</Paragraph>
        </>
      ),
    };
  },

  'contact-receipt': ({ first_name, company, phone, marketing }, words) => {
    const { t, brand } = words;
    return {
      subject: t('email_contact_subject', { brand }),
      preview: t('email_contact_body', { company, phone }),
      body: (
        <>
          <Paragraph>{t('email_hello_name', { name: first_name })}</Paragraph>
          <Paragraph>{t('email_contact_body', { company, phone })}</Paragraph>
          <Paragraph>{t(marketing ? 'email_contact_marketing_yes' : 'email_contact_marketing_no')}</Paragraph>
          <Signature words={words} />
        </>
      ),
    };
  },

  'alert-confirmation': ({ summary, confirm }, words) => {
    const { t, brand } = words;
    return {
      subject: t('email_alert_confirm_subject', { brand }),
      preview: `${t('email_alert_confirm_intro')} ${summary}`,
      body: (
        <>
          <Paragraph>{t('email_hello')}</Paragraph>
          <Paragraph>{t('email_alert_confirm_intro')}</Paragraph>
          <Box>
            <Paragraph strong>{summary}</Paragraph>
          </Box>
          <Paragraph>{t('email_alert_confirm_then')}</Paragraph>
          <Action href={confirm}>{t('email_alert_confirm_action')}</Action>
          <Paragraph>{t('email_alert_confirm_ignore')}</Paragraph>
          <Signature words={words} />
        </>
      ),
    };
  },

  'alert-digest': ({ offers, ...digest }, words) =>
    digestTemplate(
      { ...digest, more: digest.total > offers.length },
      offers.map((offer) => <OfferFacts key={offer.slug} offer={offer} url={offerUrl(offer, words)} words={words} />),
      offers.map((offer) => offer.title).join(' · '),
      words,
    ),

  'application-agency': ({ offer, candidate, message, cv, until, answers }, words) => {
    const { t, common, shared, brand, locale } = words;
    const name = `${candidate.first_name} ${candidate.last_name}`.trim();
    const date = formatDate(locale, until);
    const availability = candidate.availability;
    const availabilityWords =
      availability === null
        ? []
        : [
            availability.days.map((day) => common(DAY_KEYS[day])).join(', '),
            availability.slots.map((slot) => common(SLOT_KEYS[slot])).join(', '),
            availability.hours_per_week === null ? '' : t('email_agency_hours', { count: availability.hours_per_week }),
          ].filter((part) => part !== '');
    const student = !candidate.student
      ? t('email_agency_no')
      : candidate.student_types.length > 0
        ? t('email_agency_yes_types', { types: candidate.student_types.join(', ') })
        : t('email_agency_yes');
    return {
      subject: t('email_agency_subject', { of_name: ofName(name), name, title: offer.title, id: offer.offer_id }),
      preview: t('email_agency_intro', { name, brand }),
      body: (
        <>
          <Paragraph>{t('email_hello')}</Paragraph>
          <Paragraph>{t('email_agency_intro', { name, brand })}</Paragraph>
          <OfferName offer={offer} words={words} />
          <Fields
            colon={t('email_colon')}
            rows={[
              [t('email_agency_first_name'), candidate.first_name],
              [t('email_agency_last_name'), candidate.last_name],
              [t('email_agency_email'), candidate.email],
              [t('email_agency_phone'), candidate.phone],
              [t('email_agency_city'), candidate.city ?? t('email_agency_not_given')],
              [t('email_agency_availability'), availabilityWords.length === 0 ? t('email_agency_not_given') : availabilityWords.join(' · ')],
              [t('email_agency_student'), student],
            ]}
          />
          <Paragraph strong>{t('email_agency_presentation')}</Paragraph>
          {candidate.presentation === null ? <Paragraph>{t('email_agency_none')}</Paragraph> : <Quote>{candidate.presentation}</Quote>}
          <Paragraph strong>{t('email_agency_message')}</Paragraph>
          {message === null ? <Paragraph>{t('email_agency_none')}</Paragraph> : <Quote>{message}</Quote>}
          {cv === null ? (
            <Paragraph>{t('email_agency_no_cv')}</Paragraph>
          ) : (
            <>
              <Paragraph>{t('email_agency_cv', { name: cv.name, date })}</Paragraph>
              <Paragraph>
                <TextLink href={cv.view}>{t('email_agency_cv_view')}</TextLink>
              </Paragraph>
            </>
          )}
          <Paragraph>{t('email_agency_answer', { brand, date, name: candidate.first_name })}</Paragraph>
          <Action href={answers.interview}>{shared(ANSWER_KEYS.interview)}</Action>
          <Action href={answers.refused} secondary>
            {shared(ANSWER_KEYS.refused)}
          </Action>
          <Action href={answers.filled} secondary>
            {shared(ANSWER_KEYS.filled)}
          </Action>
          <Paragraph>{t('email_agency_reply', { name })}</Paragraph>
          <Signature words={words} />
        </>
      ),
    };
  },

  'application-answer': ({ answer, first_name, offer, agency, reason, interview, applications }, words) => {
    const { t, shared, brand } = words;
    const agencyName = agency?.name ?? t('email_answer_agency_unknown');
    const body = {
      interview: t('email_answer_interview_body', { agency: agencyName }),
      refused: t('email_answer_refused_body'),
      filled: t('email_answer_filled_body'),
    }[answer];
    return {
      subject: t(
        ({ interview: 'email_answer_interview_subject', refused: 'email_answer_refused_subject', filled: 'email_answer_filled_subject' } as const)[answer],
        { brand, title: offer.title },
      ),
      preview: body,
      body: (
        <>
          <Paragraph>{first_name === null ? t('email_hello') : t('email_hello_name', { name: first_name })}</Paragraph>
          <Paragraph>{body}</Paragraph>
          <OfferName offer={offer} words={words} />
          {answer === 'interview' && interview !== null ? <InterviewFacts interview={interview} words={words} /> : null}
          {answer === 'interview' ? (
            <>
              <Paragraph>
                {agency?.email ? t('email_answer_interview_contact', { email: agency.email }) : t('email_answer_interview_soon', { agency: agencyName })}
              </Paragraph>
              {agency?.website ? (
                <Paragraph>
                  <TextLink href={agency.website}>{t('email_agency_website')}</TextLink>
                </Paragraph>
              ) : null}
            </>
          ) : null}
          {answer === 'refused' && reason !== null ? <Paragraph>{t('email_answer_reason', { reason: shared(REFUSAL_REASON_KEYS[reason]) })}</Paragraph> : null}
          {answer === 'interview' ? null : <Paragraph>{t('email_answer_more')}</Paragraph>}
          <Action href={applications}>{t('email_answer_action')}</Action>
          <Signature words={words} />
        </>
      ),
    };
  },
};

export const template = <K extends EmailKind>(kind: K, data: EmailData[K], words: Words): Template =>
  (TEMPLATES[kind] as (data: EmailData[K], words: Words) => Template)(data, words);
