import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { ratingLabel, type Testimonial } from '../../content/testimonials';
import StarRating from './StarRating';
import './testimonial-carousel.css';

/** SPEC §4, §9: autoplay every 5 s, 2 s transitions, infinite, dots; 3, 2 or 1 slides by width. */
const settings: Settings = {
  dots: true,
  infinite: true,
  autoplay: true,
  autoplaySpeed: 5000,
  speed: 2000,
  slidesToShow: 3,
  slidesToScroll: 3,
  arrows: false,
  pauseOnHover: true,
  pauseOnFocus: true,
  // react-slick breakpoints are max-widths: 3 slides from 1024 px up, 2 at 600 px or narrower, 1 at 480 px or narrower.
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 3, slidesToScroll: 3 } },
    { breakpoint: 600, settings: { slidesToShow: 2, slidesToScroll: 2 } },
    { breakpoint: 480, settings: { slidesToShow: 1, slidesToScroll: 1 } },
  ],
};

export default function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <div className="testimonial-carousel">
      <Slider {...settings}>
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
