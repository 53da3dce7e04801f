import { useSyncExternalStore } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { Testimonial } from '../../content/testimonials';
import StarRating from './StarRating';
import { useSlidesToShow } from './useSlidesToShow';
import './testimonial-carousel.css';

/** SPEC §4, §9: autoplay every 5 s, 2 s transitions, infinite, dots. */
const settings: Settings = {
  dots: true,
  arrows: false,
  infinite: true,
  autoplay: true,
  autoplaySpeed: 5000,
  speed: 2000,
  pauseOnHover: true,
  pauseOnFocus: true,
};

const noSubscription = () => () => {};

/** False in the server's HTML (laid out for three columns) until the island runs in the browser. */
const useIsHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Each testimonial comes with its rating read out in the page's language ("Rated 5 out of 5"). */
export default function TestimonialCarousel({ testimonials }: { testimonials: readonly (Testimonial & { ratingLabel: string })[] }) {
  const slides = useSlidesToShow();
  const isHydrated = useIsHydrated();
  return (
    <div className={isHydrated ? 'testimonial-carousel' : 'testimonial-carousel is-static'}>
      <Slider {...settings} slidesToShow={slides} slidesToScroll={slides}>
        {testimonials.map((item) => (
          <div key={item.patient} className="testimonial-slide">
            <figure className="testimonial-card">
              <StarRating rating={item.rating} label={item.ratingLabel} />
              <blockquote>
                <p>{item.text}</p>
              </blockquote>
              <figcaption>{item.patient}</figcaption>
            </figure>
          </div>
        ))}
      </Slider>
    </div>
  );
}
