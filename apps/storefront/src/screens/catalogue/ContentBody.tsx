import { Fragment } from 'react';
import * as styles from './catalogue.css.ts';
import type { ContentPage } from './content.ts';
import { contentBlocks } from './content-blocks.ts';

/** The heading and text of an API content page. */
export function ContentBody({ page, headingId }: { readonly page: ContentPage; readonly headingId: string }) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {page.heroTitle || page.title}
      </h1>
      <div className={styles.body}>
        {contentBlocks(page.body).map((block, index) =>
          block.kind === 'heading' ? (
            <h2 key={index} className={styles.subheading}>
              {block.text}
            </h2>
          ) : (
            <p key={index}>
              {block.lines.map((line, lineIndex) => (
                <Fragment key={lineIndex}>
                  {lineIndex > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </p>
          ),
        )}
      </div>
    </section>
  );
}
