import CaretRightOutlined from '@ant-design/icons/CaretRightOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import PauseOutlined from '@ant-design/icons/PauseOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useEffect, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { PackImage } from './PackImage';

export interface HeroSlide {
  key: string;
  title: string;
  description: string;
  imageUrl: string | null;
  badge: { name: string; plan: string; price: string; rate: string };
}

export const ROTATE_MS = 6000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/**
 * The hero's looping carousel, after the WAI-ARIA carousel pattern: a pause button, previous and
 * next, one dot per slide; arrow keys move between slides while a control has focus. It turns
 * by itself every 6 seconds, except while hovered or focused, after Pause, or when the visitor
 * asked their device for reduced motion. Hidden slides are inert.
 */
export function HeroCarousel({ slides, actions, label }: { slides: HeroSlide[]; actions: ReactNode; label: string }) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const count = slides.length;
  const rotating = count > 1 && !paused && !reducedMotion;
  const moving = rotating && !hovered && !focused;
  const index = current % Math.max(count, 1);

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setCurrent((c) => (c + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [moving, count]);

  const go = (to: number) => setCurrent(((to % count) + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else return;
    e.preventDefault();
  };

  return (
    <section
      className="fs-hero"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="fs-container">
        <div className="fs-hero__slides" aria-live={moving ? 'off' : 'polite'}>
          {slides.map((slide, i) => {
            const active = i === index;
            return (
              <div
                key={slide.key}
                className={active ? 'fs-hero__slide fs-hero__slide--active' : 'fs-hero__slide'}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
              >
                <div className="fs-hero__text">
                  <h1 className="fs-hero__title">{slide.title}</h1>
                  <p className="fs-hero__lead">{slide.description}</p>
                  <div className="fs-hero__actions">{actions}</div>
                  <p className="fs-hero__join">Join 10,000+ families saving for their food needs</p>
                </div>
                <figure className="fs-hero__figure">
                  <PackImage src={slide.imageUrl} alt={slide.badge.name} priority={i === 0} className="fs-hero__image" layout="hero" />
                  <span className="fs-hero__live">
                    <span className="fs-hero__live-dot" aria-hidden="true" />
                    Live
                  </span>
                  <figcaption className="fs-hero__badge">
                    <strong>{slide.badge.name}</strong>
                    <span>{slide.badge.plan}</span>
                    <span className="fs-hero__badge-price">{slide.badge.price}</span>
                    <span>{slide.badge.rate}</span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <div className="fs-hero__controls" role="group" aria-label="Slide controls" onKeyDown={onKeyDown}>
            {rotating || paused ? (
              <button
                type="button"
                className="fs-hero__control"
                aria-label={paused ? 'Start automatic slide show' : 'Stop automatic slide show'}
                onClick={() => setPaused((p) => !p)}
              >
                {paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
              </button>
            ) : null}
            <button type="button" className="fs-hero__control" aria-label="Previous slide" onClick={() => go(index - 1)}>
              <LeftOutlined aria-hidden />
            </button>
            <div className="fs-hero__dots">
              {slides.map((slide, i) => (
                <button
                  key={slide.key}
                  type="button"
                  className={i === index ? 'fs-hero__dot fs-hero__dot--active' : 'fs-hero__dot'}
                  aria-label={`Slide ${i + 1}: ${slide.badge.name}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              ))}
            </div>
            <button type="button" className="fs-hero__control" aria-label="Next slide" onClick={() => go(index + 1)}>
              <RightOutlined aria-hidden />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
