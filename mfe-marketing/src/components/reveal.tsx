import { type ReactNode, useEffect, useRef } from 'react';
import { clsx } from 'shared-ui';
import styles from './reveal.module.css';

/**
 * Content that rises into view the first time it is scrolled to (spec §2: "sections animate into
 * view once"). It is visible in the server's HTML and without JavaScript: only an effect hides
 * content that is still below the screen, and nothing moves under `prefers-reduced-motion`.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // Already on screen (or scrolled past, after a jump to an anchor): never hide it.
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = 'waiting';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={clsx(styles.reveal, className)}>
      {children}
    </div>
  );
}
