import { useNavigate } from 'react-router';
import { BackLink } from '../components/BackLink';
import { EMPTY_RECIPE, RecipeForm } from './RecipeForm';
import { saveRecipe } from './save-recipe';

export function AddRecipeScreen() {
  const navigate = useNavigate();
  return (
    <section className="admin-page">
      <BackLink to="/admin/recipes">Back to Recipes</BackLink>
      <h1>Add Recipe</h1>
      <RecipeForm
        initial={EMPTY_RECIPE}
        submitLabel="Add Recipe"
        busyLabel="Adding Recipe..."
        onSubmit={async (values) => {
          if (await saveRecipe(values)) void navigate('/admin/recipes');
        }}
      />
    </section>
  );
}
