import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { ratingLabel, type Testimonial } from '../../content/testimonials';
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

export default function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const slides = useSlidesToShow();
  return (
    <div className="testimonial-carousel">
      <Slider {...settings} slidesToShow={slides} slidesToScroll={slides}>
        {testimonials.map((item) => (
          <div key={item.patient} className="testimonial-slide">
            <figure className="testimonial-card">
              <StarRating rating={item.rating} label={ratingLabel(item.rating)} />
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
