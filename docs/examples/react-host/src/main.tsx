import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SubmissionPage } from './SubmissionPage';
import './submission.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SubmissionPage />
  </StrictMode>,
);
