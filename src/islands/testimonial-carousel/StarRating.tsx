const STARS = 5;

/** Five stars filled to the rating, halves included (SPEC §3: 0 to 5 in halves). */
export default function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="star-rating" role="img" aria-label={label}>
      {Array.from({ length: STARS }, (_, i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <span key={i} className="star" aria-hidden="true">
            <span className="star-fill" style={{ width: `${fill * 100}%` }}>
              ★
            </span>
            ★
          </span>
        );
      })}
    </span>
  );
}
