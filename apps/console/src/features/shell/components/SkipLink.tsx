import { skipLink } from './SkipLink.css';

/** The id of the shell's `main`, where the skip link sends focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first Tab stop of every page (WCAG 2.4.1): past the sidebar and the header, some forty
 * stops, to the page's own content.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={skipLink}
      onClick={(event) => {
        // Focus is moved here: following the fragment would put '#main-content' in the address,
        // which the router then reads as a navigation.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
