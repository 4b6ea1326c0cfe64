import * as React from 'react';
import { graphql } from 'gatsby';
import { Markdown } from '../components/markdown';
import { SectionHeading, type SectionProps } from './heading';

/** A text the editor formats (headings, lists, links), turned into HTML at build time. */
export function RichTextSection({ data, opens, id }: SectionProps<Queries.RichTextSectionFragment>): React.JSX.Element {
  return (
    <section className="section section-text" aria-labelledby={data.title ? id : undefined}>
      <SectionHeading id={id} title={data.title} opens={opens} />
      <Markdown html={data.body?.data?.childMarkdownRemark?.html} />
    </section>
  );
}

export const richTextSectionFragment = graphql`
  fragment RichTextSection on STRAPI__COMPONENT_SECTIONS_RICH_TEXT {
    title
    body {
      data {
        childMarkdownRemark {
          html
        }
      }
    }
  }
`;
