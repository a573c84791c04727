import type { ReactNode } from 'react';
import type { FeaturedFoodPacksQuery as FeaturedFoodPacksData } from '../../../gql/graphql';
import { usePublicQuery } from '../../../lib/public-data';
import { formatNaira } from '../../ui/naira';
import { FeaturedFoodPacksQuery } from '../graphql/operations';
import { perDay } from '../utils/packs';
import { HeroCarousel, type HeroSlide } from './HeroCarousel';
import './food-packs.css';

/** Spec section 2: the slides shown when there are no packs to feature (or they could not be loaded). */
export const FALLBACK_SLIDES: HeroSlide[] = [
  {
    key: 'fallback-provision',
    title: 'Stock up on provisions, a little at a time',
    description: 'Spread the cost of your family’s provisions over four months and receive everything in one delivery.',
    imageUrl: null,
    badge: { name: 'Provision Pack', plan: '4-month savings plan', price: '₦28,000', rate: '₦7,000/month' },
  },
  {
    key: 'fallback-family',
    title: 'Feed the whole family without the big bill',
    description: 'Save for a family-size pack of staples over three months, with free delivery anywhere in Lagos.',
    imageUrl: null,
    badge: { name: 'Family Pack', plan: '3-month savings plan', price: '₦36,000', rate: '₦12,000/month' },
  },
  {
    key: 'fallback-festival',
    title: 'Get ready for the festive season early',
    description: 'Put a little aside every month and have your festive food sorted before the season arrives.',
    imageUrl: null,
    badge: { name: 'Festival Pack', plan: '6-month savings plan', price: '₦60,000', rate: '₦10,000/month' },
  },
];

type FeaturedPack = FeaturedFoodPacksData['featuredFoodPacks'][number];

function toSlide(pack: FeaturedPack): HeroSlide {
  return {
    key: pack.id,
    title: `Save small, get the ${pack.name}`,
    description: pack.description,
    imageUrl: pack.imageUrl,
    badge: {
      name: pack.name,
      plan: `${pack.durationMonths}-month savings plan`,
      price: formatNaira(pack.priceKobo),
      rate: perDay(pack.dailyRateKobo),
    },
  };
}

/**
 * The hero's shape while its packs load: the slide's layout with placeholder text of a typical
 * length, the picture's 4:3 box and the controls' row, so nothing moves when the slides arrive.
 * The sign-in buttons work already.
 */
function HeroSkeleton({ actions }: { actions: ReactNode }) {
  const typical = FALLBACK_SLIDES[1];
  return (
    <section className="fs-hero" aria-label="Featured food packs" aria-busy="true">
      <p role="status" className="fs-visually-hidden">
        Loading featured food packs
      </p>
      <div className="fs-container">
        <div className="fs-hero__slide fs-hero__slide--active">
          <div className="fs-hero__text">
            <p className="fs-hero__title fs-skeleton" aria-hidden="true">
              <span>{typical.title}</span>
            </p>
            <p className="fs-hero__lead fs-skeleton" aria-hidden="true">
              <span>{typical.description}</span>
            </p>
            <div className="fs-hero__actions">{actions}</div>
            <p className="fs-hero__join">Join 10,000+ families saving for their food needs</p>
          </div>
          <div className="fs-hero__figure">
            <div className="fs-hero__image fs-pack-image--none" />
          </div>
        </div>
        <div className="fs-hero__controls" aria-hidden="true" />
      </div>
    </section>
  );
}

/** The home page hero: up to 3 featured packs from the server, else the fallback slides. */
export function FeaturedPacksHero({ actions }: { actions: ReactNode }) {
  const { data, loading } = usePublicQuery(FeaturedFoodPacksQuery);
  const packs = data?.featuredFoodPacks ?? [];
  if (loading && !data) return <HeroSkeleton actions={actions} />;
  // A failed load shows the fallback slides: the visitor still sees what the service offers.
  const slides = packs.length ? packs.slice(0, 3).map(toSlide) : FALLBACK_SLIDES;
  return <HeroCarousel slides={slides} actions={actions} label="Featured food packs" />;
}
