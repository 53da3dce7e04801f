import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api/client';
import type { Service } from '../../lib/api/types';
import { BackLink } from '../components/BackLink';
import { recordIdFromState } from '../components/record-id-state';
import { adminApi } from '../session/session-store';
import { IntakeFormEditor } from './IntakeFormEditor';
import { ServiceForm } from './ServiceForm';
import { useServiceForm } from './useServiceForm';

/** Edit Service: the id comes in navigation state; without one, back to the list (SPEC §2). */
export function EditServiceScreen() {
  const navigate = useNavigate();
  const id = recordIdFromState(useLocation().state);
  const [isLoaded, setIsLoaded] = useState(false);
  const form = useServiceForm(async (service) => {
    try {
      await adminApi(`/v1/services/${id}`, { method: 'PUT', body: service });
      toast.success('Service Updated successfully!');
      void navigate('/admin/services');
    } catch (err) {
      toast.error(errorMessage(err, 'Something went wrong!'));
    }
  });
  const { setValues } = form;

  useEffect(() => {
    const controller = new AbortController();
    const leave = (message: string) => {
      toast.error(message);
      void navigate('/admin/services', { replace: true });
    };
    if (id === null) {
      leave('No service ID provided.');
      return;
    }
    adminApi<Service>(`/v1/services/${id}`, { signal: controller.signal })
      .then((service) => {
        setValues({ name: service.name, price: String(service.price), status: service.status, modes: service.modes });
        setIsLoaded(true);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        leave(err instanceof ApiError && err.status === 404 ? 'Service not found!' : 'Service not found or failed to fetch!');
      });
    return () => controller.abort();
  }, [id, navigate, setValues]);

  return (
    <section className="admin-page">
      <BackLink to="/admin/services">Back to Services</BackLink>
      <h1>Edit Service</h1>
      {isLoaded ? <ServiceForm form={form} submitLabel="Update Service" busyLabel="Updating Service..." /> : <p>Loading...</p>}
      {isLoaded && id !== null && <IntakeFormEditor serviceId={id} />}
    </section>
  );
}
