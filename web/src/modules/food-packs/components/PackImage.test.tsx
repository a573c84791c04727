import { render, screen } from '@testing-library/react';
import { DocumentHead, DocumentHeadContext } from '../../ui/document-head';
import { PACK_IMAGE_SIZES, PackImage } from './PackImage';

const PHOTO = `/images/${'3f'.repeat(16)}.jpg`;
const CANDIDATES = `${PHOTO}?w=320 320w, ${PHOTO}?w=480 480w, ${PHOTO}?w=640 640w, ${PHOTO}?w=720 720w, ${PHOTO}?w=960 960w, ${PHOTO}?w=1280 1280w`;

describe('PackImage', () => {
  it('gives an uploaded photo the resized variants and the card’s sizes, keeping its 4:3 box', () => {
    render(<PackImage src={PHOTO} alt="Family Rice Pack" className="fs-pack-card__image" />);
    const img = screen.getByRole('img', { name: 'Family Rice Pack' });
    expect(img).toHaveAttribute('src', PHOTO);
    expect(img).toHaveAttribute('srcset', CANDIDATES);
    expect(img).toHaveAttribute('sizes', PACK_IMAGE_SIZES.card);
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('uses the hero figure’s sizes for the hero’s picture', () => {
    render(<PackImage src={PHOTO.replace('.jpg', '.webp')} alt="Festive Hamper" priority className="fs-hero__image" layout="hero" />);
    const img = screen.getByRole('img', { name: 'Festive Hamper' });
    expect(img).toHaveAttribute('sizes', PACK_IMAGE_SIZES.hero);
    expect(img.getAttribute('srcset')).toMatch(/\.webp\?w=1280 1280w$/);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('matches the measured layouts: the hero and the cards at 360, 768 and 1280 px', () => {
    // The `sizes` conditions, evaluated as the browser would at those viewport widths.
    const width = (sizes: string, vw: number): number => {
      for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
        const m = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(entry.trim())!;
        if (m[1] && vw < Number(m[1])) continue;
        const fixed = /^(\d+)px$/.exec(m[2]);
        const share = /^calc\(\(100vw - (\d+)px\) \/ ([\d.]+)\)$/.exec(m[2]);
        const whole = /^calc\(100vw - (\d+)px\)$/.exec(m[2]);
        if (fixed) return Number(fixed[1]);
        if (share) return (vw - Number(share[1])) / Number(share[2]);
        if (whole) return vw - Number(whole[1]);
        throw new Error(`unread size ${m[2]}`);
      }
      throw new Error('no match');
    };
    // Rendered widths measured in Chromium (the image box; a card's border is 1 px each side).
    expect([360, 768, 1280].map((vw) => Math.round(width(PACK_IMAGE_SIZES.hero, vw)))).toEqual([328, 331, 538]);
    expect([360, 768, 1280].map((vw) => Math.round(width(PACK_IMAGE_SIZES.card, vw)))).toEqual([328, 358, 277]);
  });

  it('leaves an SVG as it is: no srcset, no sizes', () => {
    render(<PackImage src="/images/seed-rice.svg" alt="Seeded pack" />);
    const img = screen.getByRole('img', { name: 'Seeded pack' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '400');
  });

  it('asks the server-rendered document to preload the variant the <img> will use', () => {
    const head = new DocumentHead();
    render(
      <DocumentHeadContext value={head}>
        <PackImage src={PHOTO} alt="First" priority className="fs-hero__image" layout="hero" />
        <PackImage src={PHOTO.replace('3f', '4e')} alt="Second" priority />
      </DocumentHeadContext>,
    );
    expect(head.preloadImage).toEqual({ href: PHOTO, srcSet: CANDIDATES, sizes: PACK_IMAGE_SIZES.hero });
  });

  it('preloads an SVG by its address alone', () => {
    const head = new DocumentHead();
    render(
      <DocumentHeadContext value={head}>
        <PackImage src="/images/seed-rice.svg" alt="Seeded pack" priority />
      </DocumentHeadContext>,
    );
    expect(head.preloadImage).toEqual({ href: '/images/seed-rice.svg' });
  });

  it('draws an empty 4:3 box for a pack without a picture', () => {
    const { container } = render(<PackImage src={null} alt="None" className="fs-pack-card__image" />);
    expect(container.firstElementChild).toHaveClass('fs-pack-card__image', 'fs-pack-image--none');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
