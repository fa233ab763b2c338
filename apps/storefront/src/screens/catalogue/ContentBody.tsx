import * as styles from './catalogue.css.ts';
import { paragraphs, type ContentPage } from './content.ts';

/** The heading and text of an API content page. */
export function ContentBody({ page, headingId }: { readonly page: ContentPage; readonly headingId: string }) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {page.heroTitle || page.title}
      </h1>
      <div className={styles.body}>
        {paragraphs(page.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
