import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from 'wouter';

/** The look of a card: a raised surface with a border (padding is the caller's; styles.css). */
export const CARD_CLASS = 'card';

type CardElement = 'div' | 'section' | 'article' | 'li';

/**
 * The title link of a card whose whole surface is that one link (its ::after covers the card,
 * which must be `relative`): the card is one target named by its title.
 */
export const COVERING_LINK_CLASS =
  "outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-focus";

/** The look of a card's title. */
export const CARD_TITLE_CLASS = 'mb-4 text-title font-semibold';

/**
 * A card: a raised, bordered surface (p-4 unless `className` pads it otherwise). Given `title`, a
 * section named by its heading (an h2). Given `href`, the whole card is one link, a column of its
 * content that names it (through the router for a path of this app, rel="noopener" elsewhere).
 */
export function Card({
  as = 'div',
  href,
  title,
  className = 'p-4',
  children,
  ...rest
}: {
  as?: CardElement;
  href?: string;
  title?: ReactNode;
  className?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'className' | 'children' | 'title'>) {
  const titleId = useId();
  const classes = `${CARD_CLASS} ${className}`;
  if (href !== undefined) {
    const linkClass = `flex flex-col hover:border-primary ${classes}`;
    return /^\/(?!\/)/.test(href) ? (
      <Link href={href} className={linkClass}>
        {children}
      </Link>
    ) : (
      <a href={href} rel="noopener" className={linkClass}>
        {children}
      </a>
    );
  }
  const Element = title === undefined ? as : 'section';
  return (
    <Element aria-labelledby={title === undefined ? undefined : titleId} {...rest} className={classes}>
      {title !== undefined && (
        <h2 id={titleId} className={CARD_TITLE_CLASS}>
          {title}
        </h2>
      )}
      {children}
    </Element>
  );
}
